import type { FastifyInstance, FastifyRequest } from 'fastify';
import { receiptsCalls as calls } from '../../../../contract/calls/receipts';
import type { ServerConfig } from '../../config';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import * as receipts from './receipts.service';

/**
 * Where the printed QR code sends its reader: PUBLIC_URL when the installation sets it (behind a proxy the request
 * may not know the public address), else the address this request came to.
 */
function publicOrigin(config: ServerConfig, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** RFC 6266 / RFC 5987: the UTF-8 file name, made safe for file systems first. */
function attachment(name: string): string {
  const safe = name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename*=UTF-8''${encoded}`;
}

export function receiptsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, calls.getMatterPdf, async (p, { db, config, user, lang, request, reply }) => {
    const pdf = await receipts.matterPdf(db, user, p.lang ?? lang, p.inst_id, publicOrigin(config, request));
    await reply
      .header('content-type', 'application/pdf')
      .header('content-length', pdf.bytes.length)
      .header('content-disposition', attachment(pdf.fileName))
      .header('x-receipt-code', pdf.receiptCode)
      .header('cache-control', 'private, no-store')
      .send(pdf.bytes);
    return null;
  });

  registerCall(app, deps, calls.verifyReceipt, async (p, { db, lang }) => receipts.verifyReceipt(db, lang, { code: p.code, token: p.r }));
}
