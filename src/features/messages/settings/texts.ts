/** The message settings' texts (spec §2 "Message settings page", §3, §8). */
import { defineTexts } from '../../../i18n/define-texts';

export const settingsTexts = defineTexts({ messageSettings: '消息设置' }, { messageSettings: 'Message settings' });
