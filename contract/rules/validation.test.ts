import fc from 'fast-check';
import { specText } from '../texts';
import {
  checkCode,
  checkEmail,
  checkFeedback,
  checkMobile,
  checkNewPassword,
  checkOldPassword,
  checkPasswordConfirm,
  checkPhoneChange,
  checkReminderNodes,
  checkUrl,
  checkWordCount,
  countWords,
  hasFileExtension,
  isUploadAccepted,
} from './validation';

describe('mobile number (spec §5)', () => {
  it.each([
    ['', '请输入手机号'],
    ['  ', '请输入手机号'],
    ['12345678901', '手机号格式错误'],
    ['1381234567', '手机号格式错误'],
    ['138123456789', '手机号格式错误'],
    ['1381234567a', '手机号格式错误'],
  ])('%j is refused with %s', (value, text) => expect(specText(checkMobile(value)!)).toBe(text));

  it('accepts 11 digits starting 1 then 3 to 9', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 9 }), fc.stringMatching(/^[0-9]{9}$/), (second, rest) => {
        expect(checkMobile(`1${second}${rest}`)).toBeNull();
      }),
    );
  });

  it('checks a phone change in order: number, code requested, code entered', () => {
    expect(specText(checkPhoneChange({ mobile: '123', codeRequested: true, code: '1234' })!)).toBe('请输入正确的手机号');
    expect(specText(checkPhoneChange({ mobile: '13812345678', codeRequested: false, code: '' })!)).toBe('请点击发送验证码');
    expect(specText(checkPhoneChange({ mobile: '13812345678', codeRequested: true, code: ' ' })!)).toBe('请输入验证码');
    expect(checkPhoneChange({ mobile: '13812345678', codeRequested: true, code: '123456' })).toBeNull();
  });
});

describe('email and code', () => {
  it('requires a well-formed email', () => {
    expect(specText(checkEmail('')!)).toBe('请输入邮箱');
    expect(specText(checkEmail('wang@')!)).toBe('邮箱格式错误');
    expect(specText(checkEmail('wang si@example.edu.cn')!)).toBe('邮箱格式错误');
    expect(checkEmail('wangsiyuan@example.edu.cn')).toBeNull();
  });
  it('requires a code', () => {
    expect(specText(checkCode('')!)).toBe('请输入验证码');
    expect(checkCode('482913')).toBeNull();
  });
});

describe('passwords (spec §5)', () => {
  it('requires the old password', () => {
    expect(checkOldPassword(' ')).toBe('oldPasswordRequired');
    expect(checkOldPassword('anything')).toBeNull();
  });
  it.each(['Short1a', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere'])('refuses %s as weak', (pw) => {
    expect(specText(checkNewPassword(pw)!)).toBe('至少8位，包含数字，大写和小写字母');
  });
  it('accepts a strong password and trims it', () => {
    expect(checkNewPassword('  Campus2026  ')).toBeNull();
    expect(specText(checkNewPassword('   ')!)).toBe('请输入密码');
  });
  it('requires the confirmation to match after trimming', () => {
    expect(specText(checkPasswordConfirm('Campus2026', '')!)).toBe('请再次输入密码');
    expect(specText(checkPasswordConfirm('Campus2026', 'Campus2027')!)).toBe('两次输入密码不一致!');
    expect(checkPasswordConfirm('Campus2026 ', ' Campus2026')).toBeNull();
  });
});

describe('feedback (spec §5)', () => {
  it('needs a service for type 1 and a brief description for other types', () => {
    expect(checkFeedback({ type: 1, content: '无法提交' })).toEqual({ apps_id: 'feedbackAppRequired' });
    expect(checkFeedback({ type: 1, apps_id: 12, content: '无法提交' })).toEqual({});
    expect(checkFeedback({ type: 2, title: '', content: '建议增加夜间模式' })).toEqual({ title: 'feedbackTitleRequired' });
  });
  it('always needs a description of at most 255 characters', () => {
    expect(checkFeedback({ type: 2, title: '界面', content: '  ' }).content).toBe('feedbackContentRequired');
    expect(checkFeedback({ type: 2, title: '界面', content: '意'.repeat(255) }).content).toBeUndefined();
    expect(checkFeedback({ type: 2, title: '界面', content: '意'.repeat(256) }).content).toBe('feedbackContentTooLong');
  });
});

describe('reminder, word count, url, files', () => {
  it('needs at least one node to urge', () => {
    expect(specText(checkReminderNodes([])!)).toBe('请选择节点进行催办');
    expect(checkReminderNodes(['n2'])).toBeNull();
  });
  it('counts words without whitespace, Latin letters weighed by the ratio', () => {
    expect(countWords(' 申 请 \n理由 ')).toBe(4);
    expect(countWords('abcd中文', 2)).toBe(4);
    expect(countWords('abc中文', 2)).toBe(4);
    expect(countWords('abc', 1)).toBe(3);
    expect(checkWordCount('一二三四五六', { max: 5 })).toBe('wordCountTooMany');
    expect(checkWordCount('一', { min: 2 })).toBe('wordCountTooFew');
    expect(checkWordCount('abcdef', { max: 3, ratio: 2 })).toBeNull();
  });
  it('accepts only http(s) addresses up to 255 characters', () => {
    expect(checkUrl('https://www.example.edu.cn')).toBeNull();
    expect(checkUrl('ftp://files.example.edu.cn')).toBe('urlInvalid');
    expect(checkUrl(`https://${'a'.repeat(250)}`)).toBe('urlInvalid');
  });
  it('downloads only named files with an extension and accepts uploads only on SUCCESS', () => {
    expect(hasFileExtension('成绩单.pdf')).toBe(true);
    expect(hasFileExtension('README')).toBe(false);
    expect(isUploadAccepted({ state: 'SUCCESS' })).toBe(true);
    expect(isUploadAccepted({ state: 'ERROR' })).toBe(false);
    expect(isUploadAccepted(null)).toBe(false);
  });
});
