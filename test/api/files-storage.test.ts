/**
 * The two places uploaded bytes live, held to one behaviour: the files folder and an S3-compatible bucket (an S3 API
 * server in the test process). Bytes go in from a stream and come back whole, a failed write leaves nothing, the
 * content sniffer sees the same on both, servers sharing the storage sign alike, and a bucket can hand out a
 * short-lived download address that answers with the server's own headers.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { FilesS3Config } from '../../server/src/config';
import type { FileStorage } from '../../server/src/modules/files/storage';
import { createStorage } from '../../server/src/modules/files/storage-from-config';
import { newBucket, objectsIn, startS3Server, type TestS3Server } from '../support/s3-server';

const MB = 1024 * 1024;

const png = () => Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** A zip package of stored (uncompressed) entries, with its central directory. */
function zip(entries: [string, Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const fileName = Buffer.from(name);
    const sizes = (header: Buffer, at: number) => {
      header.writeUInt32LE(crc32(data), at);
      header.writeUInt32LE(data.length, at + 4);
      header.writeUInt32LE(data.length, at + 8);
      header.writeUInt16LE(fileName.length, at + 12);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    sizes(local, 14);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    sizes(central, 16);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
/** A word-processing package whose type shows only in its entries, after a large first entry. */
const docx = () =>
  zip([
    ['media/big.bin', Buffer.from(Buffer.alloc(300 * 1024).map((_, i) => (i * 7919) % 251))],
    ['[Content_Types].xml', Buffer.from('<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>')],
    ['word/document.xml', Buffer.from('<w:document/>')],
  ]);

/** A stream of `size` bytes that fails after `failAfter` of them. */
function failingStream(size: number, failAfter: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= failAfter) {
        this.destroy(new Error('the client went away'));
        return;
      }
      const chunk = Buffer.alloc(Math.min(256 * 1024, size - sent), 1);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

describe.each(['folder', 'bucket'] as const)('files in a %s', (kind) => {
  let dir: string;
  let bucket: FilesS3Config | null;
  let storage: FileStorage;
  const stored = async () => (bucket ? objectsIn(bucket) : (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((p) => /\/[^/]+$/.test(p) && p.split('/').length === 3));

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ch-storage-'));
    bucket = kind === 'bucket' ? await newBucket(s3.endpoint) : null;
    storage = createStorage({ filesDir: dir, filesS3: bucket });
  });
  afterAll(() => {
    storage?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a streamed file whole, larger than one upload part, and reads it back as a stream', async () => {
    const bytes = Buffer.from(Buffer.alloc(6 * MB + 123).map((_, i) => i % 253));
    expect(await storage.write('2026/11/big', Readable.from([bytes.subarray(0, 3 * MB), bytes.subarray(3 * MB)]))).toBe(bytes.length);
    const opened = await storage.open('2026/11/big');
    expect(opened?.size).toBe(bytes.length);
    expect((await bytesOf(opened!.stream)).equals(bytes)).toBe(true);
    await storage.remove('2026/11/big');
    expect(await storage.open('2026/11/big')).toBeNull();
    await storage.remove('2026/11/big');
  });

  it('leaves nothing of a file whose stream fails, in one part or several', async () => {
    await expect(storage.write('2026/11/cut-small', failingStream(MB, 512 * 1024))).rejects.toThrow('the client went away');
    await expect(storage.write('2026/11/cut-large', failingStream(12 * MB, 7 * MB))).rejects.toThrow('the client went away');
    expect(await storage.open('2026/11/cut-small')).toBeNull();
    expect(await storage.open('2026/11/cut-large')).toBeNull();
    expect(await stored()).toEqual([]);
  });

  it('tells a file by its bytes: a picture, an office package by its entries, text, and an empty file', async () => {
    const cases: [string, Buffer, { ext?: string; binary: boolean }][] = [
      ['png', png(), { ext: 'png', binary: true }],
      ['docx', docx(), { ext: 'docx', binary: true }],
      ['text', Buffer.from('去医院复查\n'), { binary: false }],
      ['empty', Buffer.alloc(0), { binary: false }],
    ];
    for (const [name, bytes, expected] of cases) {
      await storage.write(`2026/11/${name}`, Readable.from([bytes]));
      const sniffed = await storage.sniff(`2026/11/${name}`);
      expect({ name, ext: sniffed.detected?.ext, binary: sniffed.binary }).toEqual({ name, ext: expected.ext, binary: expected.binary });
    }
  });

  it('signs with one key for every server sharing the storage', async () => {
    const other = createStorage({ filesDir: dir, filesS3: bucket });
    try {
      const [mine, theirs] = await Promise.all([storage.signingKey(), other.signingKey()]);
      expect(mine).toHaveLength(32);
      expect(theirs.equals(mine)).toBe(true);
    } finally {
      other.close();
    }
  });
});

describe('a bucket with presigned downloads', () => {
  it('hands out an address that serves the bytes with the name and type the server gives, and only for a while', async () => {
    const bucket = await newBucket(s3.endpoint, { presignSeconds: 60 });
    const storage = createStorage({ filesDir: '/nonexistent', filesS3: bucket });
    try {
      expect(createStorage({ filesDir: '/nonexistent', filesS3: { ...bucket, presignSeconds: undefined } }).presignedUrl).toBeUndefined();
      await storage.write('2026/11/scan', Readable.from([Buffer.from('%PDF-1.4\n%%EOF\n')]));
      const url = await storage.presignedUrl!('2026/11/scan', { contentType: 'application/pdf', contentDisposition: 'attachment; filename="scan.pdf"' });
      expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('60');
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="scan.pdf"');
      expect(await res.text()).toBe('%PDF-1.4\n%%EOF\n');
      const forged = new URL(url);
      forged.searchParams.set('X-Amz-Expires', '86400');
      expect((await fetch(forged)).status).toBe(403);
    } finally {
      storage.close();
    }
  });
});
