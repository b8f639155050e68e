import type { FC } from 'react';
import type { PrintSheetProps } from './print-sheet.types';

// The mini-program has no printing: its record is the PDF (matter-tools.tsx).
export const PrintSheet: FC<PrintSheetProps> = () => null;
