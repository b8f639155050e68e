/** The message centre's texts (spec §2 /site/ucenter, §4 message types). */
import { defineTexts } from '../../../i18n/define-texts';

export const centerTexts = defineTexts({ userCentre: '用户中心' }, { userCentre: 'User centre' });
