import { safeFileName } from './file-name';

describe('safeFileName', () => {
  it('keeps an ordinary name as it is, Chinese included', () => {
    expect(safeFileName('诊断证明.pdf')).toBe('诊断证明.pdf');
    expect(safeFileName('Leave note (final).docx')).toBe('Leave note (final).docx');
  });

  it('drops the folders of a path-traversal name, either separator', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('..\\a.exe')).toBe('a.exe');
    expect(safeFileName('C:\\Users\\me\\成绩单.pdf')).toBe('成绩单.pdf');
    expect(safeFileName('..')).toBe('file');
    expect(safeFileName('../')).toBe('file');
  });

  it('removes characters that hide or reorder the name, and control characters', () => {
    expect(safeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(safeFileName('a\u0000b\r\n.pdf')).toBe('ab.pdf');
    expect(safeFileName('zero\u200Bwidth.png')).toBe('zerowidth.png');
  });

  it('replaces characters Windows refuses, trims dots and spaces at the ends, and avoids device names', () => {
    expect(safeFileName('a<b>:c"d|e?f*.txt')).toBe('a_b__c_d_e_f_.txt');
    expect(safeFileName('  .hidden.pdf. ')).toBe('hidden.pdf');
    expect(safeFileName('CON.txt')).toBe('_CON.txt');
    expect(safeFileName('console.txt')).toBe('console.txt');
  });

  it('shortens a long name to 255 characters, keeping its extension', () => {
    const name = safeFileName(`${'很'.repeat(300)}.pdf`);
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('很.pdf')).toBe(true);
  });

  it('names an empty result plainly', () => {
    expect(safeFileName('')).toBe('file');
    expect(safeFileName('\u202E')).toBe('file');
  });
});
