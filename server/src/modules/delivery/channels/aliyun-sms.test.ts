import { percentEncode, rpcSignature } from './aliyun-sms';

describe('Alibaba Cloud RPC signature 1.0', () => {
  it('percent-encodes as RFC 3986 says, not as encodeURIComponent does', () => {
    expect(percentEncode("a b*c~d!e'(f)")).toBe('a%20b%2Ac~d%21e%27%28f%29');
    expect(percentEncode('短信')).toBe('%E7%9F%AD%E4%BF%A1');
  });

  it('signs the SendSms example of the SMS documentation to its published signature', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(rpcSignature('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });
});
