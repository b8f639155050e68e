/**
 * Sends an export as it is written. The workbook writes into a stream Fastify sends (so the reply keeps the app's
 * headers and hooks), paced by the download; resolves once the file is sent. A failure half-way can no longer be an
 * envelope: the connection is cut, and the client sees an incomplete download.
 */
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './disposition';
import type { XlsxExport } from './xlsx-export';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function sendExport(reply: FastifyReply, file: XlsxExport): Promise<null> {
  const body = new PassThrough();
  const sent = reply
    .header('content-type', XLSX)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-total-rows', String(file.rows))
    .header('cache-control', 'private, no-store')
    .send(body);
  try {
    await file.write(body);
    body.end();
  } catch (error) {
    reply.log.error({ err: error }, 'export failed half-way');
    body.destroy(error as Error);
  }
  await sent;
  return null;
}
