/**
 * Thumbnails of uploaded pictures (spec §7 upload: thumb, twidth, theight), made with sharp and kept beside the
 * original in the same storage, so they are read under the original's rules.
 */
import { Readable } from 'node:stream';
import type { FileStorage } from './storage';

/** The pictures a thumbnail is made of, and what it is made as (a GIF's first frame becomes a PNG). */
const THUMBNAIL_TYPES: Record<string, { format: 'jpeg' | 'png' | 'webp'; mime: string; ext: string }> = {
  'image/jpeg': { format: 'jpeg', mime: 'image/jpeg', ext: 'jpg' },
  'image/png': { format: 'png', mime: 'image/png', ext: 'png' },
  'image/webp': { format: 'webp', mime: 'image/webp', ext: 'webp' },
  'image/gif': { format: 'png', mime: 'image/png', ext: 'png' },
};

/** The side of a thumbnail asked for without a size. */
export const DEFAULT_THUMBNAIL_SIDE = 200;

/** Pictures larger than this (in pixels) are not decoded: a small file can claim a vast picture. */
const MAX_INPUT_PIXELS = 64 * 1024 * 1024;

export interface ThumbnailSize {
  width?: number;
  height?: number;
}

/** The type and download name of a file's thumbnail; undefined for a file no thumbnail is made of. */
export function thumbnailOf(file: { name: string; mime: string }): { mime: string; name: string } | undefined {
  const type = THUMBNAIL_TYPES[file.mime];
  return type && { mime: type.mime, name: `${file.name.replace(/\.[^.]*$/, '')}_thumb.${type.ext}` };
}

/**
 * The thumbnail's bytes: exactly the size asked for when both sides are (the middle of the picture, cut to fit), the
 * side asked for and the other in proportion when one is, within a 200-pixel square otherwise; never enlarged.
 * Null when the bytes are not a picture sharp can read.
 */
async function render(source: Readable, type: (typeof THUMBNAIL_TYPES)[string], size: ThumbnailSize): Promise<Buffer | null> {
  const { default: sharp } = await import('sharp');
  const both = size.width !== undefined && size.height !== undefined;
  const neither = size.width === undefined && size.height === undefined;
  const image = sharp({ limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
    .rotate()
    .resize({
      width: neither ? DEFAULT_THUMBNAIL_SIDE : size.width,
      height: neither ? DEFAULT_THUMBNAIL_SIDE : size.height,
      fit: both ? 'cover' : 'inside',
      withoutEnlargement: true,
    })
    .toFormat(type.format);
  source.on('error', (error) => image.destroy(error));
  try {
    return await source.pipe(image).toBuffer();
  } catch {
    source.destroy();
    return null;
  }
}

/** Makes and stores the thumbnail of a stored picture under `thumbName`; false when the file is no picture for one. */
export async function storeThumbnail(storage: FileStorage, input: { storedName: string; thumbName: string; mime: string; size: ThumbnailSize }): Promise<boolean> {
  const type = THUMBNAIL_TYPES[input.mime];
  const original = type && (await storage.open(input.storedName));
  if (!original) return false;
  const bytes = await render(original.stream, type, input.size);
  if (!bytes) return false;
  await storage.write(input.thumbName, Readable.from([bytes]));
  return true;
}
