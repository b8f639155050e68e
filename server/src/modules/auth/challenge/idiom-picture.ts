/**
 * The idiom challenge's picture: the four characters of an idiom in shuffled order, each tilted, sized and placed a
 * little differently, over crossing curves and dots. The characters are drawn as outlines from Noto Sans SC (the
 * printed record's font), so the SVG holds no text a script could read; a person reads four characters and knows
 * the idiom they make. The answer is the idiom in its right order, which a pinyin input method offers whole.
 */
import { randomInt } from 'node:crypto';
import path from 'node:path';
import * as fontkit from 'fontkit';

export const PICTURE = { width: 168, height: 56 } as const;

/** A number in [0, 1). */
export type Random = () => number;

const cryptoRandom: Random = () => randomInt(0, 2 ** 32) / 2 ** 32;

let font: fontkit.Font | undefined;

function glyphFont(): fontkit.Font {
  // The package exports only its index (dist/index.cjs); the faces sit beside it in fonts/. Read once per process.
  font ??= fontkit.openSync(path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts', 'NotoSansHans-Bold.otf'));
  return font;
}

/** The characters in an order other than the idiom's own (a shuffle that changed nothing is turned by one). */
export function shuffledCharacters(idiom: string, random: Random = cryptoRandom): string[] {
  const chars = [...idiom];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('') === idiom ? [...chars.slice(1), chars[0]] : chars;
}

const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const colour = (random: Random, low: number, high: number) =>
  `rgb(${[0, 1, 2].map(() => Math.round(between(random, low, high))).join(',')})`;

function noise(random: Random): string {
  const { width, height } = PICTURE;
  const curves = Array.from({ length: 4 }, () => {
    const [y1, cy, y2] = [0, 1, 2].map(() => between(random, 4, height - 4).toFixed(1));
    return `<path d="M0 ${y1} Q${between(random, 30, width - 30).toFixed(1)} ${cy} ${width} ${y2}" stroke="${colour(random, 90, 190)}" stroke-width="${between(random, 1, 2.2).toFixed(1)}" fill="none"/>`;
  });
  const dots = Array.from(
    { length: 40 },
    () => `<circle cx="${between(random, 0, width).toFixed(1)}" cy="${between(random, 0, height).toFixed(1)}" r="${between(random, 0.6, 1.6).toFixed(1)}" fill="${colour(random, 80, 200)}"/>`,
  );
  return [...curves, ...dots].join('');
}

function character(char: string, slot: number, random: Random): string {
  const f = glyphFont();
  const size = between(random, 32, 40);
  const scale = size / f.unitsPerEm;
  const x = 10 + slot * 38 + 19 + between(random, -3, 3);
  const y = PICTURE.height / 2 + between(random, -3, 3);
  const angle = between(random, -28, 28);
  // Outlines are in font units with y upwards; an ideograph's box centre sits near (500, 380) of its 1000 units.
  const transform = `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)}) scale(${scale.toFixed(4)} ${(-scale).toFixed(4)}) translate(-500 -380)`;
  const d = f.glyphForCodePoint(char.codePointAt(0) ?? 0).path.toSVG();
  return `<path d="${d}" transform="${transform}" fill="${colour(random, 20, 110)}"/>`;
}

/** The picture of an idiom's shuffled characters, as a data URL an <img> shows. */
export function idiomPicture(idiom: string, random: Random = cryptoRandom): string {
  const { width, height } = PICTURE;
  const chars = shuffledCharacters(idiom, random).map((c, i) => character(c, i, random));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${colour(random, 225, 250)}"/>${noise(random)}${chars.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
