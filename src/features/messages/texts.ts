/** Texts of the messages module, namespace `messages`: the message centre's and the message settings' own. */
import { defineTexts } from '../../i18n/define-texts';
import { centerTexts } from './center/texts';
import { settingsTexts } from './settings/texts';

export const messagesTexts = defineTexts({ ...centerTexts.zh, ...settingsTexts.zh }, { ...centerTexts.en, ...settingsTexts.en });
