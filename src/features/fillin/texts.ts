/** Texts of the fill-in pages, namespace `fillin` (zh default, en), loaded with the pages (./i18n.ts). */
import { defineTexts } from '@/i18n/define-texts';
import { mineTexts } from './texts/mine';
import { missionTexts } from './texts/mission';
import { reportTexts } from './texts/report';

export const fillinTexts = defineTexts({ ...mineTexts.zh, ...missionTexts.zh, ...reportTexts.zh }, { ...mineTexts.en, ...missionTexts.en, ...reportTexts.en });
