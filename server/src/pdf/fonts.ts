/**
 * The fonts of the PDFs the server prints (records, issued documents): Noto Sans SC (OFL) from the @embedpdf/fonts-sc package, so the PDF embeds the same
 * CJK font on every machine whatever the system has. pdfkit embeds the CFF outlines as a subset of the glyphs used
 * (a page is tens of kilobytes); each face is read from disk once per process.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const REGULAR = 'record-regular';
export const BOLD = 'record-bold';

const FILES = { [REGULAR]: 'NotoSansHans-Regular.otf', [BOLD]: 'NotoSansHans-Bold.otf' };

let loaded: Promise<Record<string, Buffer>> | undefined;

function fontDir(): string {
  // The package exports only its index (dist/index.cjs); the faces sit beside it in fonts/.
  return path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
}

/** The faces by name, for PDFDocument.registerFont. */
export function recordFonts(): Promise<Record<string, Buffer>> {
  loaded ??= (async () => {
    const dir = fontDir();
    const entries = await Promise.all(Object.entries(FILES).map(async ([name, file]) => [name, await readFile(path.join(dir, file))] as const));
    return Object.fromEntries(entries);
  })();
  loaded.catch(() => (loaded = undefined));
  return loaded;
}
