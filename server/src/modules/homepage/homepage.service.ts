/**
 * The personal home (spec §2 /homepage/index): each part comes from the area that owns it, through the same service
 * functions its own list calls use, so a count here is the total that list shows.
 */
import type { Homepage } from '../../../../contract/calls/homepage';
import { HOME_LIST_SIZE } from '../../../../contract/constants';
import type { DbOrTx } from '../../db/database';
import type { Lang } from '../../domain/lang';
import * as matters from '../matters/lists.service';
import * as messages from '../messages/messages.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';

/** As many started and handled items as the home page lists launched ones (spec §9: 3), and five messages. */
const RECENT = HOME_LIST_SIZE.launched;
const RECENT_MESSAGES = 5;

/** `within`: only these services count (acting under a grant limited to them). */
export async function homepage(db: DbOrTx, user: SessionUser, lang: Lang, within?: number[]): Promise<Homepage> {
  const [college, unread, started, handled, latest] = await Promise.all([
    org.departmentName(db, user.department_id, lang),
    matters.unreadCounts(db, user.uid, within),
    matters.myStarted(db, user, lang, { appIds: within }, { p: 1, pageSize: RECENT }),
    matters.myTodo(db, user, lang, { processed: true, keywordType: 'user', within }, { p: 1, pageSize: RECENT, newestFirst: true }),
    messages.latestMessages(db, user.uid, RECENT_MESSAGES),
  ]);
  return {
    user: { name: user.name, number: user.number, identity_name: user.identity_name, college },
    counts: { todo: unread.my_todo, launched: started.total, messages: unread.messagge },
    recent: { started: started.list, handled: handled.list, messages: latest },
  };
}
