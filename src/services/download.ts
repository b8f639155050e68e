/**
 * Downloads (spec §7 download, getDownloadFile; the application's PDF record, getMatterPdf): answers that are files,
 * not envelopes, fetched by address with the session. On H5 a link to the address is enough (the server answers with
 * an attachment and the browser saves it). The mini-program cannot follow a link to a file: it downloads it with the
 * session and opens it in its document viewer, whose menu shares or prints it.
 */
import Taro from '@tarojs/taro';
import type { PayloadOf } from '@contract/call';
import type { Calls } from '@contract/calls';
import type { Lang } from '@/stores/ui-settings';
import { api } from './api';
import { callAddress } from './call-address';
import { platformAuth } from './platform-auth';

/** A file the caller may read (its uploader, or a participant of the application it is read through). */
export const fileAddress = (query: PayloadOf<Calls['download']>) => callAddress('download', query);

/**
 * The application's PDF record. A link cannot send the portal's language as a call's Accept-Language does, so the
 * address names it: the record prints in the reader's.
 */
export const matterPdfAddress = (instId: string, lang: Lang) => callAddress('getMatterPdf', { inst_id: instId, lang });

/** Mini-program: downloads an address with the session and opens it in the document viewer. */
export async function openDownload(address: string, fileType?: 'pdf'): Promise<void> {
  const { tempFilePath, statusCode } = await Taro.downloadFile({ url: address, header: platformAuth.headers() });
  if (statusCode !== 200) throw new Error(`${address} answered ${statusCode}`);
  await Taro.openDocument({ filePath: tempFilePath, fileType, showMenu: true });
}

/** Mini-program: a file by the address getDownloadFile makes for it (which refuses files over the spec's 50M, with its message). */
export async function openFile(fileId: string, instId?: string): Promise<void> {
  const path = await api.getDownloadFile({ id: fileId, inst_id: instId });
  await openDownload(`${API_BASE}${path}`);
}
