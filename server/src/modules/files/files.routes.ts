import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { filesCalls as calls } from '../../../../contract/calls/files';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import type { AppDeps } from '../../http/context';
import { domainErrorDeclaration } from '../../http/domain-errors';
import { domainErrorMessage } from '../../http/errors';
import { registerCall } from '../../http/register-call';
import * as downloads from './downloads.service';
import type { FileContent } from './downloads.service';
import { createStorage } from './storage-from-config';
import type { FileStorage } from './storage';
import * as uploads from './uploads.service';

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== '')).toString();

/** A file's download address (or its thumbnail's), through the application whose form shows it when there is one. */
const downloadPath = (fileId: string, instId?: string, thumb?: boolean) =>
  `${calls.download.path}?${query({ file_id: fileId, inst_id: instId, thumb: thumb ? '1' : undefined })}`;

/** A picture everyone may see: its address needs no session. */
const publicPath = (fileId: string, thumb?: boolean) => `${calls.publicFile.path}?${query({ file_id: fileId, thumb: thumb ? '1' : undefined })}`;

/** RFC 6266: a plain-ASCII name for old clients beside the UTF-8 one. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Sends the file itself and resolves once it is sent; saved, never shown in the page, and never run as one. A
 * storage that hands out short-lived addresses is sent to instead, answering with the same type and name.
 */
async function sendFile(reply: FastifyReply, storage: FileStorage, file: FileContent): Promise<null> {
  if (storage.presignedUrl) {
    const address = await storage.presignedUrl(file.storedName, { contentType: file.mime, contentDisposition: contentDisposition(file.name) });
    await reply.header('cache-control', 'no-store').redirect(address);
    return null;
  }
  const stored = await downloads.openContent(storage, file);
  await reply
    .header('content-type', file.mime)
    .header('content-length', stored.size)
    .header('content-disposition', contentDisposition(file.name))
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-cache')
    .send(stored.stream);
  return null;
}

/** A copied link pasted into a browser's address bar (a page load), rather than fetched by a client. */
const opensInBrowser = (request: FastifyRequest) => request.headers['sec-fetch-dest'] === 'document' || (request.headers.accept ?? '').includes('text/html');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A link that no longer opens, said in a plain page to the person who opened it, not in an envelope they cannot read. */
async function refusalPage(reply: FastifyReply, status: number, message: string, lang: Lang): Promise<null> {
  const text = escapeHtml(message);
  await reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'")
    .header('cache-control', 'no-store')
    .send(`<!doctype html><html lang="${lang === 'en' ? 'en' : 'zh-CN'}"><meta charset="utf-8"><title>${text}</title><main><h1>${text}</h1></main></html>`);
  return null;
}

/**
 * The body's first part, streamed. A body the multipart parser cannot read (no or wrong boundary, cut off, broken part
 * headers) is refused as unreadable; the plugin's own refusals (too many parts, too large) keep their status.
 */
async function filePart(request: FastifyRequest, maxBytes: number): Promise<MultipartFile | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    return await request.file({ limits: { fileSize: maxBytes } });
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    throw status !== undefined && status < 500 ? error : new DomainError('files.unreadable');
  }
}

export function filesRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Only this area reads multipart bodies; each upload sets its own size limit when it reads its file.
  void app.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 11, fieldSize: 1024 } });
  const storage = createStorage(deps.config);
  app.addHook('onClose', async () => storage.close());

  registerCall(app, deps, calls.upload, async (p, { db, user, config, request }) => {
    if (p.category === 'public') await uploads.mayUploadPublic(db, user);
    const rules = await uploads.uploadRules(db, config.uploadMaxBytes, { category: p.category, appId: p.app_id, field: p.field });
    const part = await filePart(request, rules.maxBytes);
    if (!part || part.fieldname !== 'upfile') {
      part?.file.resume();
      throw new DomainError('files.missing');
    }
    const stored = await uploads
      .storeUpload(db, {
        storage,
        uid: user.uid,
        category: p.category,
        rules,
        file: { filename: part.filename, stream: part.file },
        thumbnail: p.thumb === 1 ? { width: p.twidth, height: p.theight } : undefined,
      })
      // The body broke off or went wrong inside the file (the parser failed its stream): the client's fault, not a disk's.
      .catch((error: unknown) => {
        throw part.file.errored ? new DomainError('files.unreadable') : error;
      });
    const pathOf = (thumb?: boolean) => (p.category === 'public' ? publicPath(stored.id, thumb) : downloadPath(stored.id, undefined, thumb));
    return {
      state: 'SUCCESS',
      id: stored.id,
      original: stored.name,
      url: pathOf(),
      size: stored.size,
      ext: stored.ext,
      ...(stored.thumb && { thumb_url: pathOf(true) }),
    };
  });

  registerCall(app, deps, calls.download, async (p, { db, user, lang, reply }) => {
    const file = await downloads.readableFile(db, user, lang, { fileId: p.file_id, instId: p.inst_id });
    return sendFile(reply, storage, downloads.fileContent(file, p.thumb === 1));
  });

  registerCall(app, deps, calls.publicFile, async (p, { db, reply }) => {
    const file = await downloads.publicFile(db, p.file_id);
    return sendFile(reply, storage, downloads.fileContent(file, p.thumb === 1));
  });

  registerCall(app, deps, calls.getDownloadFile, async (p, { db, user, lang }) => {
    const file = await downloads.readableFile(db, user, lang, { fileId: p.id, instId: p.inst_id });
    downloads.refuseOverMiniProgramLimit(file);
    return downloadPath(file.id, p.inst_id);
  });

  registerCall(app, deps, calls.getDownloadFileUrl, async (p, { db, user, lang, now }) => {
    const file = await downloads.readableFile(db, user, lang, { fileId: p.file, instId: p.inst_id });
    return `${calls.downloadSharedFile.path}?${query(await downloads.delegatedLink(storage, file, now()))}`;
  });

  registerCall(app, deps, calls.downloadSharedFile, async (p, { db, now, lang, request, reply }) => {
    try {
      const file = await downloads.delegatedFile(db, storage, p, now());
      return await sendFile(reply, storage, downloads.fileContent(file));
    } catch (error) {
      if (!(error instanceof DomainError) || !opensInBrowser(request)) throw error;
      return refusalPage(reply, domainErrorDeclaration(error.code).status, domainErrorMessage(error, lang), lang);
    }
  });

  registerCall(app, deps, calls.getReusableFiles, async (p, { db, user, config, lang }) =>
    uploads.reusableFiles(db, user.uid, lang, config.uploadMaxBytes, p.field === undefined ? undefined : { appId: p.app_id, field: p.field }),
  );
}
