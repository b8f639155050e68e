/**
 * A client's file name, made safe to show and to offer as a download name. It is never a path: files are stored
 * under names the server makes. Folders in the name are dropped (`../../etc/passwd` shows as `passwd`), and so are
 * characters that hide or reorder text (a right-to-left override can make `fdp.exe` read as `exe.pdf`).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
/** Characters Windows refuses in names, kept out so a download saves under the name shown. */
const RESERVED = /[<>:"|?*]/g;
/** Names Windows gives to devices. */
const DEVICE = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\.|$)/i;
const MAX_LENGTH = 255;
const FALLBACK = 'file';

export function safeFileName(raw: string): string {
  const base = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = base.replace(INVISIBLE, '').replace(RESERVED, '_').replace(/^[\s.]+|[\s.]+$/g, '');
  if (DEVICE.test(name)) name = `_${name}`;
  const chars = Array.from(name);
  if (chars.length > MAX_LENGTH) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 11 ? name.slice(dot) : '';
    name = Array.from(name.slice(0, name.length - ext.length)).slice(0, MAX_LENGTH - Array.from(ext).length).join('').trimEnd() + ext;
  }
  return name || FALLBACK;
}
