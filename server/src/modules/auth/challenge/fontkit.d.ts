/** The little of fontkit (a dependency of pdfkit, which ships no types) that the idiom picture uses. */
declare module 'fontkit' {
  export interface Glyph {
    path: { toSVG(): string };
  }
  export interface Font {
    unitsPerEm: number;
    glyphForCodePoint(codePoint: number): Glyph;
  }
  export function openSync(path: string): Font;
}
