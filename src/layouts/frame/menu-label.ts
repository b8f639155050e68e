/** A menu entry's label in the page version's wording (spec §2: the page version selects some texts). */
import type { TFunction } from 'i18next';
import type { PageVersion } from '@/stores/ui-settings';
import type { MenuNode } from './menu-tree';

export function menuLabel(t: TFunction, node: MenuNode, version: PageVersion): string {
  return t(`menu.${node.key}`, { context: `v${version}` });
}

/** Where a click on the entry itself goes: its own path, else its first child's (a group has no page of its own). */
export function primaryNode(node: MenuNode): MenuNode {
  return node.route || node.url || !node.children?.length ? node : node.children[0];
}
