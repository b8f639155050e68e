/**
 * The files folder: bytes under names the server makes (`YYYY/MM/<id>`, never anything the client sent), written
 * from a stream as it arrives and removed again when an upload fails, and read back as a stream.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, open, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A new file id: 128 random bits, so an id cannot be guessed. */
export const newFileId = (): string => randomBytes(16).toString('base64url');

export function storedNameFor(id: string, at: Date): string {
  return `${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}/${id}`;
}

/** The full path of a stored name, which must stay inside the folder (stored names are ours, this is a second lock). */
function pathOf(dir: string, storedName: string): string {
  const root = path.resolve(dir);
  const full = path.resolve(root, storedName);
  if (!full.startsWith(root + path.sep)) throw new Error(`stored name ${storedName} leaves the files folder`);
  return full;
}

/** Writes the stream to a new file (readable by the server's user only) and answers its size; nothing is left on failure. */
export async function writeStored(dir: string, storedName: string, source: Readable): Promise<number> {
  const full = pathOf(dir, storedName);
  await mkdir(path.dirname(full), { recursive: true, mode: 0o700 });
  const out = createWriteStream(full, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(source, out);
  } catch (error) {
    await removeStored(dir, storedName);
    throw error;
  }
  return out.bytesWritten;
}

export async function removeStored(dir: string, storedName: string): Promise<void> {
  await unlink(pathOf(dir, storedName)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** What the content is, as far as its bytes tell: a known signature, and whether its start holds a NUL (text never does). */
export async function sniffStored(dir: string, storedName: string): Promise<{ detected?: { ext: string; mime: string }; binary: boolean }> {
  const full = pathOf(dir, storedName);
  // file-type is published as an ES module only; a dynamic import loads it from this CommonJS code and in tests.
  const { fileTypeFromFile } = await import('file-type');
  const detected = await fileTypeFromFile(full);
  const handle = await open(full, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8192), 0, 8192, 0);
    return { detected: detected && { ext: detected.ext, mime: detected.mime }, binary: buffer.subarray(0, bytesRead).includes(0) };
  } finally {
    await handle.close();
  }
}

/** The stored bytes as a stream, or null when they are not there. */
export async function openStored(dir: string, storedName: string): Promise<{ stream: Readable; size: number } | null> {
  const full = pathOf(dir, storedName);
  try {
    const { size } = await stat(full);
    return { stream: createReadStream(full), size };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const keys = new Map<string, Promise<Buffer>>();

/**
 * The key that signs delegated download addresses. It lives in the files folder, so every server sharing the
 * folder (as they must, to serve its files) signs alike; the first to need it makes it.
 */
export function signingKey(dir: string): Promise<Buffer> {
  let key = keys.get(dir);
  if (!key) {
    key = loadOrCreateKey(dir);
    keys.set(dir, key);
    key.catch(() => keys.delete(dir));
  }
  return key;
}

async function loadOrCreateKey(dir: string): Promise<Buffer> {
  const file = path.join(dir, '.link-key');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // Written whole under a private name, then linked into place: a server starting alongside reads all of it or none.
  const draft = `${file}.${newFileId()}`;
  await writeFile(draft, randomBytes(32), { flag: 'wx', mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  return readFile(file);
}
