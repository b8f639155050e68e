import { plainToRichText, richTextAsPlain } from './rich-text-plain';

it('keeps typed lines as paragraphs, escaped, and reads them back as typed', () => {
  const html = plainToRichText('第一行 <b>\n\n第三行 & 完');
  expect(html).toBe('<p>第一行 &lt;b&gt;</p><p><br></p><p>第三行 &amp; 完</p>');
  expect(richTextAsPlain(html)).toBe('第一行 <b>\n第三行 & 完');
});

it('keeps nothing for blank text', () => {
  expect(plainToRichText('  \n ')).toBeUndefined();
  expect(richTextAsPlain(undefined)).toBe('');
});
