/** Sends a finished PDF as a download (not enveloped), never cached: it is one reader's. */
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './disposition';

export async function sendPdf(reply: FastifyReply, pdf: { bytes: Buffer; fileName: string; headers?: Record<string, string> }): Promise<null> {
  for (const [name, value] of Object.entries(pdf.headers ?? {})) reply.header(name, value);
  await reply
    .header('content-type', 'application/pdf')
    .header('content-length', pdf.bytes.length)
    .header('content-disposition', attachmentDisposition(pdf.fileName))
    .header('cache-control', 'private, no-store')
    .send(pdf.bytes);
  return null;
}
