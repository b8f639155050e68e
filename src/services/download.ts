/**
 * Downloads (spec §7 download, getDownloadFileUrl, getDownloadFile; the application's PDF record, getMatterPdf):
 * answers that are files, not envelopes. On H5 a file is saved through a delegated address loaded in a hidden frame
 * (the server answers with an attachment, so the page stays where it is). The mini-program cannot follow a link to a
 * file: it downloads it with the session and opens it in its document viewer, whose menu shares or prints it; files
 * the viewer does not open are offered as a delegated address to copy.
 */
import Taro from '@tarojs/taro';
import type { PayloadOf } from '@contract/call';
import type { Calls } from '@contract/calls';
import type { DocumentViewerType } from '@contract/rules/downloads';
import type { Lang } from '@/stores/ui-settings';
import { ErrorCode } from '@contract/envelope';
import { api } from './api';
import { callAddress } from './call-address';
import { platformAuth } from './platform-auth';
import { RequestError, requestHooks } from './request';

/** A file the caller may read (its uploader, or a participant of the application it is read through). */
export const fileAddress = (query: PayloadOf<Calls['download']>) => callAddress('download', query);

/**
 * The application's PDF record. A link cannot send the portal's language as a call's Accept-Language does, so the
 * address names it: the record prints in the reader's.
 */
export const matterPdfAddress = (instId: string, lang: Lang) => callAddress('getMatterPdf', { inst_id: instId, lang });

/** Mini-program: downloads an address with the session and opens it in the document viewer. */
export async function openDownload(address: string, fileType?: DocumentViewerType): Promise<void> {
  const { tempFilePath, statusCode } = await Taro.downloadFile({ url: address, header: platformAuth.headers() });
  if (statusCode !== 200) throw new Error(`${address} answered ${statusCode}`);
  await Taro.openDocument({ filePath: tempFilePath, fileType, showMenu: true });
}

/**
 * Mini-program: a file by the address getDownloadFile makes for it, which refuses files over the spec's 50M (a
 * RequestError with e = 1); the caller says why a file did not open.
 */
export async function openFile(fileId: string, fileType: DocumentViewerType, instId?: string): Promise<void> {
  const path = await api.getDownloadFile({ id: fileId, inst_id: instId }, { quiet: true });
  await openDownload(`${API_BASE}${path}`, fileType);
}

/** A delegated address (getDownloadFileUrl) of a file, whole, for a link that opens it elsewhere on the same day. */
export async function delegatedAddress(fileId: string, instId?: string): Promise<string> {
  const path = await api.getDownloadFileUrl({ file: fileId, inst_id: instId }, { quiet: true });
  return process.env.TARO_ENV === 'h5' ? new URL(`${API_BASE}${path}`, window.location.href).href : `${API_BASE}${path}`;
}

/** How long a hidden download frame stays (spec §9): the download has begun by then, and the frame is not needed. */
export const DOWNLOAD_FRAME_MS = 60_000;

/** H5: saves the file at an address through a hidden frame, removed after DOWNLOAD_FRAME_MS. */
export function saveThroughFrame(address: string): void {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.dataset.download = '';
  frame.src = address;
  document.body.appendChild(frame);
  setTimeout(() => frame.remove(), DOWNLOAD_FRAME_MS);
}

/** How far a download read as it arrives has come: bytes so far, and the rows the file holds when the server says. */
export interface DownloadProgress {
  received: number;
  rows: number | null;
}

/** The file name an attachment answer gives (RFC 6266: filename* first), else `fallback`. */
function attachmentName(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * H5: downloads a file answer with the session, reporting progress as the bytes arrive (an export is written while it
 * is sent, so its size is not known ahead), then saves it under the server's name. A refusal (an envelope) throws a
 * RequestError with the server's words; after e = 2 the TOTP prompt is shown and the download tried once more.
 */
export async function downloadWithProgress(address: string, onProgress: (progress: DownloadProgress) => void, fallbackName = 'download'): Promise<string> {
  const send = () => fetch(address, { credentials: 'include', headers: { 'Accept-Language': requestHooks.language(), ...platformAuth.headers() } });
  let res = await send();
  for (let tries = 0; (res.headers.get('content-type') ?? '').includes('application/json'); tries += 1) {
    const envelope = (await res.json()) as { e: number; m: string };
    if (envelope.e === ErrorCode.TOTP_REQUIRED && tries === 0 && (await requestHooks.askSecondFactor())) {
      res = await send();
      continue;
    }
    throw new RequestError(envelope.e, envelope.m);
  }
  if (!res.ok || !res.body) throw new RequestError(res.status, res.statusText);
  const rowsHeader = res.headers.get('x-total-rows');
  const rows = rowsHeader === null ? null : Number(rowsHeader);
  const parts: Uint8Array[] = [];
  let received = 0;
  const reader = res.body.getReader();
  onProgress({ received, rows });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress({ received, rows });
  }
  const name = attachmentName(res.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(new Blob(parts as BlobPart[], { type: res.headers.get('content-type') ?? 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_FRAME_MS);
  return name;
}
