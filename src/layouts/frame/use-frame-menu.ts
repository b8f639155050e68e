/** The menu as the signed-in (or not) visitor sees it, with what the entries around it need (spec §2, §6). */
import { useSession } from '@/stores/session';
import { isAdministrator, usePermissions, useCan } from '@/stores/permissions';
import { useSiteConfig, useSiteFlags } from '@/stores/site-config';
import { useUnread } from '@/stores/unread';
import { backOfficeAction, menuAction, personalCentreAction, type MenuAction } from './menu-open';
import { MENU, visibleMenu, type MenuNode } from './menu-tree';

export interface FrameMenu {
  signedIn: boolean;
  nodes: MenuNode[];
  /** Open to-dos (getunreadData.my_todo): the red dot on My tasks when above 0. */
  todo: number;
  messages: number;
  /** Enter back office, for administrators only (spec §2, §6). */
  backOffice: MenuAction | null;
  personalCentre: MenuAction;
  actionOf(node: MenuNode): MenuAction;
}

export function useFrameMenu(): FrameMenu {
  const signedIn = useSession((s) => s.status === 'signed-in');
  const can = useCan();
  const admin = usePermissions(isAdministrator);
  const rh = useSiteConfig((s) => s.config?.rh_config);
  const personalPath = useSiteConfig((s) => s.remote?.user_sys_config?.personal_path);
  const { networkCheckUrl } = useSiteFlags();
  const { todo, messages } = useUnread();
  return {
    signedIn,
    nodes: visibleMenu(MENU, { signedIn, can }),
    todo: signedIn ? todo : 0,
    messages: signedIn ? messages : 0,
    backOffice: signedIn && admin ? backOfficeAction(rh) : null,
    personalCentre: personalCentreAction(personalPath),
    actionOf: (node) => menuAction(node, networkCheckUrl),
  };
}
