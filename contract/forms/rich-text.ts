/**
 * The text a reader sees in a RichText value, for required and word-count checks and for templates. A small linear
 * scanner rather than a DOM or an HTML library: this runs in the client bundle and in mini-programs, which have
 * neither.
 */

// Elements whose content no reader sees: code, and what the server's sanitiser drops along with the element.
const RAW_TEXT = ['script', 'style', 'textarea', 'option', 'noscript'];
// Ends of lines and blocks become line breaks so that paragraphs do not run together in a template.
const LINE_BREAKING = /^(br|p|div|li|tr|h[1-6]|blockquote|pre|hr|table|ul|ol)$/;

const NAMED_ENTITIES: Record<string, string> = { nbsp: '\u00a0', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

interface Tag {
  /** Lower-cased element name; '' for comments, declarations and processing instructions. */
  name: string;
  closing: boolean;
  /** Index just past the tag. */
  end: number;
}

/** The tag starting at `start` (a '<'), or null when the '<' is plain text ("1 < 2"). */
function readTag(html: string, start: number): Tag | null {
  const next = html.charAt(start + 1);
  if (html.startsWith('<!--', start)) {
    const close = html.indexOf('-->', start + 4);
    return { name: '', closing: false, end: close < 0 ? html.length : close + 3 };
  }
  if (next === '!' || next === '?') {
    const close = html.indexOf('>', start);
    return { name: '', closing: false, end: close < 0 ? html.length : close + 1 };
  }
  const closing = next === '/';
  const nameStart = closing ? start + 2 : start + 1;
  const name = /^[A-Za-z][A-Za-z0-9-]*/.exec(html.slice(nameStart, nameStart + 64))?.[0];
  if (!name) return null;
  // Attributes: a '>' inside a quoted value does not end the tag.
  let i = nameStart + name.length;
  while (i < html.length && html[i] !== '>') {
    if (html[i] === '=') {
      i += 1;
      while (i < html.length && /\s/.test(html[i])) i += 1;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        i = close < 0 ? html.length : close + 1;
        continue;
      }
    } else {
      i += 1;
    }
  }
  return { name: name.toLowerCase(), closing, end: Math.min(i + 1, html.length) };
}

function decodeEntity(whole: string, body: string): string {
  if (body[0] === '#') {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : '\ufffd';
  }
  return Object.prototype.hasOwnProperty.call(NAMED_ENTITIES, body) ? NAMED_ENTITIES[body] : whole;
}

/** Decodes the common entities once (so "&amp;lt;" reads "&lt;"); unknown ones stay as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]+);/g, decodeEntity);
}

/** The text content of an HTML fragment: tags dropped, script and style content dropped, entities decoded. */
export function richTextToPlain(html: string): string {
  const lower = html.toLowerCase();
  let text = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    const tag = readTag(html, lt);
    if (!tag) {
      text += '<';
      i = lt + 1;
      continue;
    }
    i = tag.end;
    if (!tag.closing && RAW_TEXT.includes(tag.name)) {
      const close = lower.indexOf(`</${tag.name}`, i);
      i = close < 0 ? html.length : (readTag(html, close)?.end ?? html.length);
    } else if (LINE_BREAKING.test(tag.name)) {
      text += '\n';
    }
  }
  return decodeEntities(text)
    .replace(/[ \t\r\f]*\n\s*/g, '\n')
    .trim();
}
