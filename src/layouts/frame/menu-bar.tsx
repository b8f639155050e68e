/**
 * Layout two's top menu with dropdown children (spec §2): the whole tree the visitor may see, the page's entry
 * marked, and the red dot on My tasks when there are to-dos. Children open on hover, or from the entry's menu button
 * by keys (submenu.tsx).
 */
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { currentRoute } from '@/platform/navigation';
import { usePageVersion } from '@/stores/ui-settings';
import Pressable from '@/ui/pressable';
import { menuLabel, primaryNode } from './menu-label';
import { isActive } from './menu-tree';
import { runMenuAction } from './run-menu-action';
import { Submenu } from './submenu';
import { useFrameMenu } from './use-frame-menu';
import { TodoDot } from './todo-dot';
import './menu-bar.scss';

export function MenuBar() {
  const { t } = useTranslation();
  const version = usePageVersion();
  const menu = useFrameMenu();
  const here = currentRoute();
  return (
    <View className="ch-menu-bar" role="navigation" aria-label={t('menu.label')} data-testid="menu-bar">
      {menu.nodes.map((node) => {
        const className = `ch-menu-bar__item${isActive(node, here) ? ' ch-menu-bar__item--active' : ''}`;
        const name = menuLabel(t, node, version);
        const link = (
          <Pressable className="ch-menu-bar__link" role="link" testId={`menu-${node.key}`} onPress={() => runMenuAction(menu.actionOf(primaryNode(node)))}>
            <Text>{name}</Text>
            {node.todoDot && menu.todo > 0 ? <TodoDot /> : null}
          </Pressable>
        );
        if (!node.children) {
          return (
            <View key={node.key} className={className}>
              {link}
            </View>
          );
        }
        const entries = node.children.map((child) => ({ key: child.key, label: menuLabel(t, child, version), run: () => runMenuAction(menu.actionOf(child)) }));
        return <Submenu key={node.key} name={name} className={className} link={link} entries={entries} />;
      })}
    </View>
  );
}
