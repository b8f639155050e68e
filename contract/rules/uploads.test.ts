import { allowedExtensions, contentVerdict, uploadLimit } from './uploads';

const MB = 1024 * 1024;

describe('upload rules', () => {
  it("narrows a form's extensions to the field's accept list, and knows nothing it cannot check", () => {
    expect(allowedExtensions('form', ['pdf', 'jpg', 'dwg'])).toEqual(['pdf', 'jpg']);
    expect(allowedExtensions('form')).toEqual(expect.arrayContaining(['pdf', 'docx', 'txt', 'ofd']));
    expect(allowedExtensions('form', [])).toEqual(allowedExtensions('form'));
    expect(allowedExtensions('feedback')).not.toContain('pdf');
  });

  it('takes the smallest of the global cap, the category cap and the field cap', () => {
    expect(uploadLimit(50 * MB, 'form')).toBe(50 * MB);
    expect(uploadLimit(50 * MB, 'form', 10 * MB)).toBe(10 * MB);
    expect(uploadLimit(5 * MB, 'form', 10 * MB)).toBe(5 * MB);
    expect(uploadLimit(50 * MB, 'feedback')).toBe(10 * MB);
  });

  const allowed = allowedExtensions('form');

  it('accepts content that matches its extension', () => {
    expect(contentVerdict({ ext: 'pdf', allowed, detected: 'pdf', binary: true })).toBe('ok');
    expect(contentVerdict({ ext: 'jpeg', allowed, detected: 'jpg', binary: true })).toBe('ok');
    expect(contentVerdict({ ext: 'docx', allowed, detected: 'zip', binary: true })).toBe('ok');
    expect(contentVerdict({ ext: 'txt', allowed, binary: false })).toBe('ok');
  });

  it('refuses a program under any name, before anything else', () => {
    expect(contentVerdict({ ext: 'pdf', allowed, detected: 'exe', binary: true })).toBe('program');
    expect(contentVerdict({ ext: 'jpg', allowed, detected: 'elf', binary: true })).toBe('program');
    expect(contentVerdict({ ext: 'zip', allowed, detected: 'apk', binary: true })).toBe('program');
    expect(contentVerdict({ ext: 'exe', allowed, detected: 'exe', binary: true })).toBe('program');
  });

  it('refuses extensions outside the list and content that does not match', () => {
    expect(contentVerdict({ ext: 'html', allowed, binary: false })).toBe('typeNotAllowed');
    expect(contentVerdict({ ext: '', allowed, detected: 'pdf', binary: true })).toBe('typeNotAllowed');
    expect(contentVerdict({ ext: 'png', allowed: ['pdf'], detected: 'png', binary: true })).toBe('typeNotAllowed');
    expect(contentVerdict({ ext: 'pdf', allowed, detected: 'png', binary: true })).toBe('typeMismatch');
    expect(contentVerdict({ ext: 'pdf', allowed, binary: false })).toBe('typeMismatch');
    expect(contentVerdict({ ext: 'txt', allowed, binary: true })).toBe('typeMismatch');
    expect(contentVerdict({ ext: 'csv', allowed, detected: 'zip', binary: true })).toBe('typeMismatch');
  });
});
