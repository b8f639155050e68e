import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [512, '512B'],
    [1536, '1.5KB'],
    [10 * 1024 * 1024, '10MB'],
    [2.25 * 1024 ** 3, '2.3GB'],
  ])('%d bytes read %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});
