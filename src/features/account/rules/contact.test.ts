import { checkCodeTarget, checkContactChange, sentTooRecently } from './contact';

describe('where a code goes (spec §5)', () => {
  it('needs a valid number or address before a code is sent, with the inline text for a wrong number', () => {
    expect(checkCodeTarget('mobile', '')).toBe('mobileRequired');
    expect(checkCodeTarget('mobile', '1234')).toBe('mobileInvalidInline');
    expect(checkCodeTarget('mobile', ' 13800138000 ')).toBeNull();
    expect(checkCodeTarget('email', '')).toBe('emailRequired');
    expect(checkCodeTarget('email', 'a@b')).toBe('emailInvalid');
    expect(checkCodeTarget('email', 'li@example.edu.cn')).toBeNull();
  });

  it('checks a phone change in the order the spec gives', () => {
    expect(checkContactChange('mobile', { value: '12', codeRequested: true, code: '123456' })).toBe('mobileWrong');
    expect(checkContactChange('mobile', { value: '13800138000', codeRequested: false, code: '123456' })).toBe('codeNotRequested');
    expect(checkContactChange('mobile', { value: '13800138000', codeRequested: true, code: ' ' })).toBe('codeRequired');
    expect(checkContactChange('mobile', { value: '13800138000', codeRequested: true, code: '123456' })).toBeNull();
  });

  it('checks an email change in the same order with its own texts', () => {
    expect(checkContactChange('email', { value: '', codeRequested: true, code: '1' })).toBe('emailRequired');
    expect(checkContactChange('email', { value: 'x', codeRequested: true, code: '1' })).toBe('emailInvalid');
    expect(checkContactChange('email', { value: 'li@example.edu.cn', codeRequested: false, code: '1' })).toBe('codeNotRequested');
    expect(checkContactChange('email', { value: 'li@example.edu.cn', codeRequested: true, code: '' })).toBe('codeRequired');
  });

  it("tells a send refused for coming too soon by the server's text, in either language", () => {
    expect(sentTooRecently('请勿多次发送')).toBe(true);
    expect(sentTooRecently('Please do not send repeatedly')).toBe(true);
    expect(sentTooRecently('该手机号码已注册')).toBe(false);
    expect(sentTooRecently('发送失败')).toBe(false);
  });
});
