/**
 * Layout two's top menu with dropdown children (spec §2): the whole tree the visitor may see, the page's entry
 * marked, and the red dot on My tasks when there are to-dos. Children open on hover and on keyboard focus.
 */
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { currentRoute } from '@/platform/navigation';
import { usePageVersion } from '@/stores/ui-settings';
import Pressable from '@/ui/pressable';
import { menuLabel, primaryNode } from './menu-label';
import { isActive } from './menu-tree';
import { runMenuAction } from './run-menu-action';
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
      {menu.nodes.map((node) => (
        <View key={node.key} className={`ch-menu-bar__item${isActive(node, here) ? ' ch-menu-bar__item--active' : ''}`}>
          <Pressable className="ch-menu-bar__link" role="link" testId={`menu-${node.key}`} onPress={() => runMenuAction(menu.actionOf(primaryNode(node)))}>
            <Text>{menuLabel(t, node, version)}</Text>
            {node.todoDot && menu.todo > 0 ? <TodoDot /> : null}
            {node.children ? <Text className="ch-menu-bar__caret" aria-hidden="true" /> : null}
          </Pressable>
          {node.children ? (
            <View className="ch-menu-bar__children">
              {node.children.map((child) => (
                <Pressable key={child.key} className="ch-menu-bar__child" role="link" testId={`menu-${child.key}`} onPress={() => runMenuAction(menu.actionOf(child))}>
                  {menuLabel(t, child, version)}
                </Pressable>
              ))}
            </View>
          ) : null}
        </View>
      ))}
    </View>
  );
}
