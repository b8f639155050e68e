/** Texts of the document pages, namespace `documents` (zh default, en), loaded with the pages (./i18n.ts). */
import { defineTexts } from '@/i18n/define-texts';
import { commonTexts } from './texts/common';
import { detailTexts } from './texts/detail';
import { listTexts } from './texts/lists';
import { manageTexts } from './texts/manage';

export const documentTexts = defineTexts(
  { ...commonTexts.zh, ...listTexts.zh, ...detailTexts.zh, ...manageTexts.zh },
  { ...commonTexts.en, ...listTexts.en, ...detailTexts.en, ...manageTexts.en },
);
