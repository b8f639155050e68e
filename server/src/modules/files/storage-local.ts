/** The files folder: each stored name a file readable by the server's user only. */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, open, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type FileStorage, memoKey, SIGNING_KEY_NAME, SNIFF_BYTES, type Sniffed } from './storage';

/** The full path of a stored name, which must stay inside the folder (stored names are ours, this is a second lock). */
function pathOf(dir: string, storedName: string): string {
  const root = path.resolve(dir);
  const full = path.resolve(root, storedName);
  if (!full.startsWith(root + path.sep)) throw new Error(`stored name ${storedName} leaves the files folder`);
  return full;
}

export function localStorage(dir: string): FileStorage {
  const remove = async (storedName: string): Promise<void> => {
    await unlink(pathOf(dir, storedName)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  };
  return {
    async write(storedName, source) {
      const full = pathOf(dir, storedName);
      await mkdir(path.dirname(full), { recursive: true, mode: 0o700 });
      const out = createWriteStream(full, { flags: 'wx', mode: 0o600 });
      try {
        await pipeline(source, out);
      } catch (error) {
        await remove(storedName);
        throw error;
      }
      return out.bytesWritten;
    },
    remove,
    async sniff(storedName): Promise<Sniffed> {
      const full = pathOf(dir, storedName);
      // file-type is published as an ES module only; a dynamic import loads it from this CommonJS code and in tests.
      const { fileTypeFromFile } = await import('file-type');
      const detected = await fileTypeFromFile(full);
      const handle = await open(full, 'r');
      try {
        const { buffer, bytesRead } = await handle.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
        return { detected: detected && { ext: detected.ext, mime: detected.mime }, binary: buffer.subarray(0, bytesRead).includes(0) };
      } finally {
        await handle.close();
      }
    },
    async open(storedName) {
      const full = pathOf(dir, storedName);
      try {
        const { size } = await stat(full);
        return { stream: createReadStream(full), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    signingKey: memoKey(async () => {
      const file = path.join(dir, SIGNING_KEY_NAME);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Written whole under a private name, then linked into place: a server starting alongside reads all of it or none.
      const draft = `${file}.${randomBytes(16).toString('base64url')}`;
      await writeFile(draft, randomBytes(32), { flag: 'wx', mode: 0o600 });
      try {
        await link(draft, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      } finally {
        await unlink(draft);
      }
      return readFile(file);
    }),
    close() {},
  };
}
