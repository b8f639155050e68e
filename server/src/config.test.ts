import { ConfigError, loadConfig } from './config';

describe('server configuration', () => {
  it('seeds the demo campus by default only into the embedded database', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/campus' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/campus', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('seeds no demo campus in production unless SEED_DEMO=1, and keeps the debug log closed with it', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ seedDemo: false, clientDebugLog: false, production: true });
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' })).toMatchObject({ seedDemo: true, clientDebugLog: true });
    expect(loadConfig({})).toMatchObject({ seedDemo: true, clientDebugLog: true, production: false });
  });

  it('migrates as the owner named by MIGRATION_DATABASE_URL, only beside DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db/campus', MIGRATION_DATABASE_URL: 'postgres://owner@db/campus' }).migrationDatabaseUrl).toBe('postgres://owner@db/campus');
    expect(() => loadConfig({ MIGRATION_DATABASE_URL: 'postgres://owner@db/campus' })).toThrow(/MIGRATION_DATABASE_URL needs DATABASE_URL/);
  });

  it('refuses campus single sign-on in production without PUBLIC_URL', () => {
    const cas = { NODE_ENV: 'production', CAS_BASE_URL: 'https://cas.example.edu.cn/cas' };
    expect(() => loadConfig(cas)).toThrow(/PUBLIC_URL is required when CAS_BASE_URL is set in production/);
    expect(loadConfig({ ...cas, PUBLIC_URL: 'https://hall.example.edu.cn' }).publicUrl).toBe('https://hall.example.edu.cn');
    expect(loadConfig({ CAS_BASE_URL: 'https://cas.example.edu.cn/cas' }).publicUrl).toBeUndefined();
  });

  it('trusts a number of proxy hops or named proxies, never every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24' }).trustProxy).toEqual(['10.0.0.5', '10.0.1.0/24']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY="proxy.example": give the number of proxies/);
  });

  it('reads allowed origins as origins', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://m.example.edu.cn/, https://hall.example.edu.cn' }).allowedOrigins).toEqual([
      'https://m.example.edu.cn',
      'https://hall.example.edu.cn',
    ]);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'not a url' })).toThrow(ConfigError);
  });

  it('reads the image hosts as origins, none unless set', () => {
    expect(loadConfig({}).imageOrigins).toEqual([]);
    expect(loadConfig({ IMAGE_HOSTS: 'https://img.example.edu.cn/, https://cdn.example.edu.cn' }).imageOrigins).toEqual(['https://img.example.edu.cn', 'https://cdn.example.edu.cn']);
    expect(() => loadConfig({ IMAGE_HOSTS: 'img.example.edu.cn' })).toThrow(/IMAGE_HOSTS/);
  });

  it('keeps uploads beside the data unless told otherwise, with a global size cap', () => {
    expect(loadConfig({ DATA_DIR: '/srv/hall' }, '/')).toMatchObject({ filesDir: '/srv/hall/files', uploadMaxBytes: 50 * 1024 * 1024 });
    expect(loadConfig({ FILES_DIR: 'uploads', UPLOAD_MAX_MB: '10' }, '/srv')).toMatchObject({ filesDir: '/srv/uploads', uploadMaxBytes: 10 * 1024 * 1024 });
    expect(() => loadConfig({ UPLOAD_MAX_MB: '0' })).toThrow(/UPLOAD_MAX_MB/);
  });

  it('keeps uploads in an S3-compatible bucket when FILES_S3_ENDPOINT is set, with its bucket and keys required', () => {
    expect(loadConfig({}).filesS3).toBeNull();
    const s3 = { FILES_S3_ENDPOINT: 'https://oss.example.edu.cn/', FILES_S3_BUCKET: 'hall-files', FILES_S3_ACCESS_KEY_ID: 'AK', FILES_S3_SECRET_ACCESS_KEY: 'SK' };
    expect(loadConfig(s3).filesS3).toEqual({
      endpoint: 'https://oss.example.edu.cn', bucket: 'hall-files', region: 'us-east-1', accessKeyId: 'AK', secretAccessKey: 'SK', pathStyle: true, presignSeconds: undefined,
    });
    expect(loadConfig({ ...s3, FILES_S3_PATH_STYLE: 'false', FILES_S3_PRESIGN_SECONDS: '60', FILES_S3_REGION: 'cn-north-1' }).filesS3).toMatchObject({ pathStyle: false, presignSeconds: 60, region: 'cn-north-1' });
    expect(() => loadConfig({ ...s3, FILES_S3_BUCKET: '' })).toThrow(/FILES_S3_BUCKET is required when FILES_S3_ENDPOINT is set/);
    expect(() => loadConfig({ ...s3, FILES_S3_SECRET_ACCESS_KEY: '' })).toThrow(/FILES_S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...s3, FILES_S3_ENDPOINT: 'oss.example.edu.cn' })).toThrow(/FILES_S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, FILES_S3_PRESIGN_SECONDS: '86400' })).toThrow(/FILES_S3_PRESIGN_SECONDS/);
  });
  it('turns campus single sign-on on with CAS_BASE_URL, with the default attribute names unless mapped otherwise', () => {
    expect(loadConfig({}).cas).toBeNull();
    expect(loadConfig({ CAS_BASE_URL: 'https://cas.example.edu.cn/cas/' }).cas).toEqual({
      baseUrl: 'https://cas.example.edu.cn/cas',
      createUsers: false,
      attributes: { number: 'uid', name: 'cn', identity: 'userType', department: 'deptCode' },
      logoutAddresses: undefined,
    });
    const cas = loadConfig({ CAS_BASE_URL: 'https://cas.example.edu.cn/cas', CAS_CREATE_USERS: 'true', CAS_ATTRIBUTES: 'name=displayName, department=ou', CAS_LOGOUT_ADDRESSES: '10.0.0.7' }).cas;
    expect(cas).toMatchObject({ createUsers: true, attributes: { number: 'uid', name: 'displayName', identity: 'userType', department: 'ou' }, logoutAddresses: ['10.0.0.7'] });
    expect(() => loadConfig({ CAS_BASE_URL: 'https://cas.example.edu.cn', CAS_ATTRIBUTES: 'toString=x' })).toThrow(/CAS_ATTRIBUTES/);
    expect(() => loadConfig({ CAS_BASE_URL: 'https://cas.example.edu.cn', CAS_LOGOUT_ADDRESSES: 'cas.example.edu.cn' })).toThrow(/CAS_LOGOUT_ADDRESSES/);
    expect(() => loadConfig({ CAS_BASE_URL: 'cas.example.edu.cn' })).toThrow(/CAS_BASE_URL/);
  });

  it('reads the public origin, the logout address and the redirect allow-list', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://hall.example.edu.cn/v2/' }).publicUrl).toBe('https://hall.example.edu.cn');
    expect(loadConfig({ LOGOUT_URL: 'https://www.example.edu.cn/' }).logoutUrl).toBe('https://www.example.edu.cn/');
    expect(loadConfig({}).logoutUrl).toBe('');
    expect(loadConfig({ REDIRECT_ALLOW_LIST: 'https://jw.example.edu.cn/x' }).redirectAllowList).toEqual(['https://jw.example.edu.cn']);
    expect(() => loadConfig({ REDIRECT_ALLOW_LIST: 'jw' })).toThrow(/REDIRECT_ALLOW_LIST/);
  });

  it('opens registration by default, with hourly code limits', () => {
    expect(loadConfig({})).toMatchObject({ registrationOpen: true, codeSendLimits: { perTargetPerHour: 5, perAddressPerHour: 20 } });
    expect(loadConfig({ REGISTRATION_OPEN: 'false', CODE_SENDS_PER_TARGET_PER_HOUR: '3' })).toMatchObject({
      registrationOpen: false,
      codeSendLimits: { perTargetPerHour: 3, perAddressPerHour: 20 },
    });
  });

  it('delivers by SMTP and Alibaba Cloud SMS when configured, else to the log outside production', () => {
    const none = { smsNoticeTemplate: null, messagingApp: null, settingsPage: { qrcode: '', desc: '' }, pollMs: 1000 };
    expect(loadConfig({}).delivery).toEqual({ smtp: null, sms: null, logUnconfigured: true, ...none });
    expect(loadConfig({ NODE_ENV: 'production' }).delivery.logUnconfigured).toBe(false);
    const sms = { SMS_PROVIDER: 'aliyun', SMS_ACCESS_KEY_ID: 'id', SMS_ACCESS_KEY_SECRET: 'secret', SMS_SIGN_NAME: '校园大厅', SMS_TEMPLATE_CODE: 'SMS_1' };
    expect(loadConfig({ SMTP_URL: 'smtp://u:p@mail.example.edu.cn:587', MAIL_FROM: 'hall@example.edu.cn', ...sms }).delivery).toEqual({
      smtp: { url: 'smtp://u:p@mail.example.edu.cn:587', from: 'hall@example.edu.cn' },
      sms: { provider: 'aliyun', endpoint: 'https://dysmsapi.aliyuncs.com', accessKeyId: 'id', accessKeySecret: 'secret', signName: '校园大厅', templateCode: 'SMS_1' },
      logUnconfigured: true,
      ...none,
    });
    expect(loadConfig({ ...sms, SMS_NOTICE_TEMPLATE_CODE: 'SMS_2' }).delivery.smsNoticeTemplate).toBe('SMS_2');
    expect(loadConfig({ WECHAT_APPID: 'wx1', WECHAT_SECRET: 's', WECHAT_TEMPLATE_ID: 't' }).delivery.messagingApp).toEqual({
      apiBase: 'https://api.weixin.qq.com',
      appId: 'wx1',
      secret: 's',
      templateId: 't',
    });
    expect(() => loadConfig({ WECHAT_APPID: 'wx1' })).toThrow(/WECHAT_SECRET is required when WECHAT_APPID is set/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.edu.cn' })).toThrow(/MAIL_FROM is required when SMTP_URL is set/);
    expect(() => loadConfig({ ...sms, SMS_SIGN_NAME: '' })).toThrow(/SMS_SIGN_NAME is required/);
    expect(() => loadConfig({ SMS_PROVIDER: 'other' })).toThrow(/SMS_PROVIDER/);
  });

  it('pays into a WeChat Pay merchant account with WECHATPAY_MCHID, its keys and an https PUBLIC_URL, and into the sandbox without', () => {
    expect(loadConfig({}).wechatPay).toBeNull();
    const merchant = {
      WECHATPAY_MCHID: '1900000109',
      WECHATPAY_APPID: 'wxd678efh567hg6787',
      WECHATPAY_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      WECHATPAY_PRIVATE_KEY_FILE: 'keys/apiclient_key.pem',
      WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: '/etc/hall/pub_key.pem',
      WECHATPAY_PLATFORM_SERIAL_NO: 'PUB_KEY_ID_0114232134912410000',
      WECHATPAY_APIV3_KEY: 'a7cde1ef5b0d4f1c9e2a3b4c5d6e7f80',
      PUBLIC_URL: 'https://hall.example.edu.cn',
    };
    expect(loadConfig(merchant, '/srv/hall').wechatPay).toEqual({
      baseUrl: 'https://api.mch.weixin.qq.com',
      mchid: '1900000109',
      appid: 'wxd678efh567hg6787',
      serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      privateKeyFile: '/srv/hall/keys/apiclient_key.pem',
      platformPublicKeyFile: '/etc/hall/pub_key.pem',
      platformSerialNo: 'PUB_KEY_ID_0114232134912410000',
      apiV3Key: 'a7cde1ef5b0d4f1c9e2a3b4c5d6e7f80',
    });
    expect(loadConfig({ ...merchant, WECHATPAY_BASE_URL: 'https://api2.mch.weixin.qq.com/' }).wechatPay?.baseUrl).toBe('https://api2.mch.weixin.qq.com');
    expect(() => loadConfig({ ...merchant, WECHATPAY_PRIVATE_KEY_FILE: '' })).toThrow(/WECHATPAY_PRIVATE_KEY_FILE is required when WECHATPAY_MCHID is set/);
    expect(() => loadConfig({ ...merchant, WECHATPAY_APIV3_KEY: 'too-short' })).toThrow(/WECHATPAY_APIV3_KEY/);
    expect(() => loadConfig({ ...merchant, PUBLIC_URL: 'http://hall.example.edu.cn' })).toThrow(/PUBLIC_URL must be set to the portal's https:\/\/ address when WECHATPAY_MCHID is set/);
    expect(() => loadConfig({ ...merchant, PUBLIC_URL: '' })).toThrow(/PUBLIC_URL must be set/);
  });
});
