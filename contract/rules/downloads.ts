/**
 * How a file is offered for download (spec §5, §9): only a file whose name has an extension is downloaded; the
 * mini-program downloads files up to 50M, and opens the office documents and PDFs among them in its document viewer,
 * which has no other types: any other file is offered there as a link to copy and open elsewhere.
 */
import { fileExtension } from '../forms/field-rules';

/** The largest file the mini-program downloads (spec §9: 50M). */
export const MINI_PROGRAM_DOWNLOAD_MAX = 50 * 1024 * 1024;

/** The types the mini-program's document viewer opens (its openDocument fileType values). */
export const DOCUMENT_VIEWER_TYPES = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf'] as const;
export type DocumentViewerType = (typeof DOCUMENT_VIEWER_TYPES)[number];

/** Whether a file of this name may be downloaded at all: its name has an extension (`a.pdf`, not `a` or `a.`). */
export function hasDownloadableName(name: string): boolean {
  return fileExtension(name) !== '';
}

/** The document viewer's type for a file of this name, or null when the viewer does not open it. */
export function documentViewerType(name: string): DocumentViewerType | null {
  const ext = fileExtension(name);
  return (DOCUMENT_VIEWER_TYPES as readonly string[]).includes(ext) ? (ext as DocumentViewerType) : null;
}
