/**
 * Server configuration from environment variables, with safe defaults (12-factor).
 * A bad value stops start-up with a message that names the variable.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const ConfigSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
  HOST: Type.String({ default: '0.0.0.0' }),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  FILES_DIR: Type.Optional(Type.String({ minLength: 1 })),
  UPLOAD_MAX_MB: Type.Number({ minimum: 0.01, maximum: 2000, default: 50 }),
  FILES_S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://[^/?#]+/?$' })),
  FILES_S3_BUCKET: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$' })),
  FILES_S3_REGION: Type.String({ minLength: 1, default: 'us-east-1' }),
  FILES_S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  FILES_S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  FILES_S3_PATH_STYLE: Type.Boolean({ default: true }),
  FILES_S3_PRESIGN_SECONDS: Type.Optional(Type.Integer({ minimum: 1, maximum: 3600 })),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  MIGRATION_DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  REDIS_PREFIX: Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,32}$', default: 'ch:' }),
  SEED_DEMO: Type.Optional(Type.Boolean()),
  SESSION_TTL_HOURS: Type.Number({ minimum: 0.1, maximum: 24 * 90, default: 12 }),
  SESSION_MAX_PER_USER: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  STATIC_DIR: Type.String({ default: 'dist/h5' }),
  LOGIN_ATTEMPTS_PER_MINUTE: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: Type.Integer({ minimum: 1, maximum: 100000, default: 60 }),
  TRUST_PROXY: Type.Optional(Type.String({ minLength: 1 })),
  ALLOWED_ORIGINS: Type.Optional(Type.String()),
  IMAGE_HOSTS: Type.Optional(Type.String()),
  PLUGIN_ORIGINS: Type.Optional(Type.String()),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  JOBS_POLL_MS: Type.Integer({ minimum: 0, maximum: 3_600_000, default: 1000 }),
  CLIENT_DEBUG_LOG: Type.Optional(Type.Boolean()),
  CAS_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://[^/?#]+(/[^?#]*)?$' })),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  CAS_CREATE_USERS: Type.Boolean({ default: false }),
  CAS_ATTRIBUTES: Type.Optional(Type.String()),
  CAS_LOGOUT_ADDRESSES: Type.Optional(Type.String({ minLength: 1 })),
  LOGOUT_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  REDIRECT_ALLOW_LIST: Type.Optional(Type.String()),
  REGISTRATION_OPEN: Type.Boolean({ default: true }),
  CODE_SENDS_PER_TARGET_PER_HOUR: Type.Integer({ minimum: 1, maximum: 1000, default: 5 }),
  CODE_SENDS_PER_ADDRESS_PER_HOUR: Type.Integer({ minimum: 1, maximum: 100000, default: 20 }),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.Optional(Type.String({ minLength: 3 })),
  SMS_PROVIDER: Type.Optional(Type.Literal('aliyun')),
  SMS_ENDPOINT: Type.String({ pattern: '^https?://', default: 'https://dysmsapi.aliyuncs.com' }),
  SMS_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  SMS_ACCESS_KEY_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  SMS_SIGN_NAME: Type.Optional(Type.String({ minLength: 1 })),
  SMS_TEMPLATE_CODE: Type.Optional(Type.String({ minLength: 1 })),
  SMS_NOTICE_TEMPLATE_CODE: Type.Optional(Type.String({ minLength: 1 })),
  WECHAT_APPID: Type.Optional(Type.String({ minLength: 1 })),
  WECHAT_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  WECHAT_TEMPLATE_ID: Type.Optional(Type.String({ minLength: 1 })),
  WECHAT_API_BASE: Type.String({ pattern: '^https?://', default: 'https://api.weixin.qq.com' }),
  MESSAGE_QRCODE_URL: Type.String({ default: '' }),
  MESSAGE_SETTINGS_DESC: Type.String({ default: '' }),
  DELIVERY_POLL_MS: Type.Integer({ minimum: 0, maximum: 3_600_000, default: 1000 }),
  WECHATPAY_MCHID: Type.Optional(Type.String({ pattern: '^\\d{6,32}$' })),
  WECHATPAY_APPID: Type.Optional(Type.String({ minLength: 1 })),
  WECHATPAY_SERIAL_NO: Type.Optional(Type.String({ pattern: '^[0-9A-Fa-f]{8,64}$' })),
  WECHATPAY_PRIVATE_KEY_FILE: Type.Optional(Type.String({ minLength: 1 })),
  WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: Type.Optional(Type.String({ minLength: 1 })),
  WECHATPAY_PLATFORM_SERIAL_NO: Type.Optional(Type.String({ minLength: 1 })),
  WECHATPAY_APIV3_KEY: Type.Optional(Type.String({ minLength: 32, maxLength: 32 })),
  WECHATPAY_BASE_URL: Type.String({ pattern: '^https?://[^?#]+$', default: 'https://api.mch.weixin.qq.com' }),
  NODE_ENV: Type.Optional(Type.String()),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
});

export type ConfigEnv = Static<typeof ConfigSchema>;

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded files (server-generated names only); DATA_DIR/files unless FILES_DIR says otherwise. */
  filesDir: string;
  /** Uploaded files in an S3-compatible bucket instead of filesDir, so servers on several machines share them; null when FILES_S3_ENDPOINT is unset. */
  filesS3: FilesS3Config | null;
  /** The largest upload of any kind; categories and form fields may set smaller limits. */
  uploadMaxBytes: number;
  databaseUrl?: string;
  /** The tables' owner, for migrations and seeding; the server's own role (databaseUrl) then owns nothing. */
  migrationDatabaseUrl?: string;
  redisUrl?: string;
  /** What this installation's Redis keys and channels begin with, so several installations can share one Redis. */
  redisPrefix: string;
  /** Seed the demo campus into an empty database: on by default only for the embedded database outside production. */
  seedDemo: boolean;
  /** NODE_ENV=production: no demo campus unless asked for, and no guessing of this portal's address. */
  production: boolean;
  sessionTtlMs: number;
  maxSessionsPerUser: number;
  staticDir: string;
  loginAttemptsPerMinute: number;
  loginAttemptsPerAddressPerMinute: number;
  /** false, a number of proxy hops, or the proxies' addresses (never "trust everyone": X-Forwarded-For is forgeable). */
  trustProxy: false | number | string[];
  /** Other origins allowed to make unsafe requests (a separate H5 host, say); our own origin always is. */
  allowedOrigins: string[];
  /** Other origins pictures may come from (the page's img-src and rich text); our own origin and data: always may. */
  imageOrigins: string[];
  /** Origins whose pages the personal centre embeds (/site/personal/redirect?url=); nothing else is framed. */
  pluginOrigins: string[];
  /** Pause between the job runner's polls for due jobs; 0 runs no jobs in this process. */
  jobsPollMs: number;
  /** The bearer token a Prometheus scrape of /metrics presents; unset, only this machine may read it. */
  metricsToken?: string;
  /** Accept client timelines at /api/debug/log (clients send them only with their local flag openPostTimeLine). */
  clientDebugLog: boolean;
  logLevel: string;
  /** Campus single sign-on (CAS 3.0); null when CAS_BASE_URL is unset. */
  cas: CasConfig | null;
  /** This portal's origin as users reach it; unset, it is read from each request (Host and TRUST_PROXY). */
  publicUrl?: string;
  /** Where the browser goes after signing out when CAS is off; '' for the portal's own login page. */
  logoutUrl: string;
  /** Other origins a redirect_url may point at after signing in. */
  redirectAllowList: string[];
  /** Off-campus sign-up (registerAccount) is offered; getLoginConfig says so. */
  registrationOpen: boolean;
  /** Verification codes sent per hour to one number or address, and at the request of one client address. */
  codeSendLimits: { perTargetPerHour: number; perAddressPerHour: number };
  /** How codes and messages leave the server: server/src/modules/delivery. */
  delivery: DeliveryConfig;
  /**
   * The WeChat Pay merchant account fees are paid into (server/src/modules/payments); null without WECHATPAY_MCHID,
   * when the server pays into its in-process sandbox instead, except in production, where nothing can be paid.
   */
  wechatPay: WechatPayConfig | null;
}

/** A WeChat Pay API v3 merchant account: its ids, its API certificate's key, the platform's public key, the APIv3 key. */
export interface WechatPayConfig {
  baseUrl: string;
  mchid: string;
  /** The mini-program's (or official account's) appid the payments are made in. */
  appid: string;
  /** The serial number of the merchant API certificate the private key belongs to. */
  serialNo: string;
  /** apiclient_key.pem, PKCS#8. */
  privateKeyFile: string;
  /** The WeChat Pay public key (or a platform certificate) that answers and notifications are signed with. */
  platformPublicKeyFile: string;
  /** Its id (PUB_KEY_ID_…, or the certificate's serial), as Wechatpay-Serial names it. */
  platformSerialNo: string;
  /** 32 characters, set in the merchant platform; decrypts notifications. */
  apiV3Key: string;
}

export interface DeliveryConfig {
  /** SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS from the start) and MAIL_FROM; null when unset. */
  smtp: { url: string; from: string } | null;
  /** SMS_PROVIDER=aliyun and its settings; null when unset. */
  sms: AliyunSmsConfig | null;
  /** A channel left unconfigured writes its messages to the server log (not in production, where it fails). */
  logUnconfigured: boolean;
  /** Message reminders by SMS: the approved template with a `${title}` placeholder; null sends none. */
  smsNoticeTemplate: string | null;
  /** The messaging app's server API for subscribe messages; null sends none. */
  messagingApp: MessagingAppConfig | null;
  /** The official account's QR code (an image address) and the text the message settings page shows. */
  settingsPage: { qrcode: string; desc: string };
  /** How often this process plans and sends message deliveries; 0 runs none in this process. */
  pollMs: number;
}

/** An S3-compatible object store for uploaded files (AWS S3, MinIO, Ceph, a cloud provider's OSS/COS in S3 mode). */
export interface FilesS3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (endpoint/bucket/key), as most self-hosted stores want, rather than in the host name. */
  pathStyle: boolean;
  /** Downloads redirect to an address signed for this many seconds, so bytes skip this server; unset, they stream through it. */
  presignSeconds?: number;
}

/** The mini-program's credentials and its approved subscribe message template (fields thing1 and time2). */
export interface MessagingAppConfig {
  apiBase: string;
  appId: string;
  secret: string;
  templateId: string;
}

/** Alibaba Cloud SMS (dysmsapi SendSms): the access key, the approved signature and the code template. */
export interface AliyunSmsConfig {
  provider: 'aliyun';
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
}

/** The CAS attributes that fill a user's number, name, identity type and department. */
export interface CasAttributeNames {
  number: string;
  name: string;
  identity: string;
  department: string;
}

export interface CasConfig {
  /** The CAS server's prefix, without a trailing slash: https://cas.example.edu.cn/cas */
  baseUrl: string;
  /** Create an account for a campus number the portal does not know yet, from the CAS attributes. */
  createUsers: boolean;
  attributes: CasAttributeNames;
  /** Addresses single-logout requests may come from; unset, the addresses CAS_BASE_URL's host resolves to. */
  logoutAddresses?: string[];
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(ConfigSchema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const converted = Value.Default(ConfigSchema, Value.Convert(ConfigSchema, raw));
  const errors = [...Value.Errors(ConfigSchema, converted)];
  if (errors.length > 0) {
    const lines = errors.map((e) => `  ${e.path.slice(1)}=${JSON.stringify(raw[e.path.slice(1)])}: ${e.message}`);
    throw new ConfigError(`Invalid configuration:\n${[...new Set(lines)].join('\n')}`);
  }
  const c = converted as ConfigEnv;
  const production = c.NODE_ENV === 'production';
  // The demo campus has known passwords and client secrets: a production server seeds it only when told to.
  const seedDemo = c.SEED_DEMO ?? (!c.DATABASE_URL && !production);
  // Without PUBLIC_URL the CAS service address and the redirect origin come from the Host header, which clients choose.
  if (production && c.CAS_BASE_URL && !c.PUBLIC_URL) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL is required when CAS_BASE_URL is set in production (NODE_ENV=production), e.g. PUBLIC_URL=https://hall.example.edu.cn');
  }
  // WeChat Pay sends notifications only to an https address it can reach, and the cashier back only to a full address.
  if (c.WECHATPAY_MCHID && !c.PUBLIC_URL?.startsWith('https://')) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL must be set to the portal\'s https:// address when WECHATPAY_MCHID is set (the payment notifications go to it)');
  }
  if (c.MIGRATION_DATABASE_URL && !c.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  MIGRATION_DATABASE_URL needs DATABASE_URL: the embedded database has one role');
  }
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(cwd, c.DATA_DIR),
    filesDir: path.resolve(cwd, c.FILES_DIR ?? path.join(c.DATA_DIR, 'files')),
    filesS3: c.FILES_S3_ENDPOINT
      ? {
          endpoint: c.FILES_S3_ENDPOINT.replace(/\/+$/, ''),
          bucket: required(c, 'FILES_S3_BUCKET', 'FILES_S3_ENDPOINT'),
          region: c.FILES_S3_REGION,
          accessKeyId: required(c, 'FILES_S3_ACCESS_KEY_ID', 'FILES_S3_ENDPOINT'),
          secretAccessKey: required(c, 'FILES_S3_SECRET_ACCESS_KEY', 'FILES_S3_ENDPOINT'),
          pathStyle: c.FILES_S3_PATH_STYLE,
          presignSeconds: c.FILES_S3_PRESIGN_SECONDS,
        }
      : null,
    uploadMaxBytes: Math.round(c.UPLOAD_MAX_MB * 1024 * 1024),
    databaseUrl: c.DATABASE_URL,
    migrationDatabaseUrl: c.MIGRATION_DATABASE_URL,
    redisUrl: c.REDIS_URL,
    redisPrefix: c.REDIS_PREFIX,
    seedDemo,
    production,
    sessionTtlMs: Math.round(c.SESSION_TTL_HOURS * 3_600_000),
    maxSessionsPerUser: c.SESSION_MAX_PER_USER,
    staticDir: path.resolve(cwd, c.STATIC_DIR),
    loginAttemptsPerMinute: c.LOGIN_ATTEMPTS_PER_MINUTE,
    loginAttemptsPerAddressPerMinute: c.LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE,
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    allowedOrigins: parseOrigins(c.ALLOWED_ORIGINS, 'ALLOWED_ORIGINS'),
    imageOrigins: parseOrigins(c.IMAGE_HOSTS, 'IMAGE_HOSTS'),
    pluginOrigins: parseOrigins(c.PLUGIN_ORIGINS, 'PLUGIN_ORIGINS'),
    jobsPollMs: c.JOBS_POLL_MS,
    metricsToken: c.METRICS_TOKEN,
    // On where the demo campus is (a place to try things), off for a real installation unless asked for.
    clientDebugLog: c.CLIENT_DEBUG_LOG ?? seedDemo,
    logLevel: c.LOG_LEVEL,
    cas: c.CAS_BASE_URL
      ? {
          baseUrl: c.CAS_BASE_URL.replace(/\/+$/, ''),
          createUsers: c.CAS_CREATE_USERS,
          attributes: parseCasAttributes(c.CAS_ATTRIBUTES ?? ''),
          logoutAddresses: c.CAS_LOGOUT_ADDRESSES ? parseAddresses('CAS_LOGOUT_ADDRESSES', c.CAS_LOGOUT_ADDRESSES) : undefined,
        }
      : null,
    publicUrl: c.PUBLIC_URL ? new URL(c.PUBLIC_URL).origin : undefined,
    logoutUrl: c.LOGOUT_URL ?? '',
    redirectAllowList: parseOrigins(c.REDIRECT_ALLOW_LIST, 'REDIRECT_ALLOW_LIST'),
    registrationOpen: c.REGISTRATION_OPEN,
    codeSendLimits: { perTargetPerHour: c.CODE_SENDS_PER_TARGET_PER_HOUR, perAddressPerHour: c.CODE_SENDS_PER_ADDRESS_PER_HOUR },
    delivery: {
      smtp: c.SMTP_URL ? { url: c.SMTP_URL, from: required(c, 'MAIL_FROM', 'SMTP_URL') } : null,
      sms: c.SMS_PROVIDER
        ? {
            provider: c.SMS_PROVIDER,
            endpoint: c.SMS_ENDPOINT.replace(/\/+$/, ''),
            accessKeyId: required(c, 'SMS_ACCESS_KEY_ID', 'SMS_PROVIDER'),
            accessKeySecret: required(c, 'SMS_ACCESS_KEY_SECRET', 'SMS_PROVIDER'),
            signName: required(c, 'SMS_SIGN_NAME', 'SMS_PROVIDER'),
            templateCode: required(c, 'SMS_TEMPLATE_CODE', 'SMS_PROVIDER'),
          }
        : null,
      logUnconfigured: !production,
      smsNoticeTemplate: c.SMS_PROVIDER ? (c.SMS_NOTICE_TEMPLATE_CODE ?? null) : null,
      messagingApp: c.WECHAT_APPID
        ? {
            apiBase: c.WECHAT_API_BASE.replace(/\/+$/, ''),
            appId: c.WECHAT_APPID,
            secret: required(c, 'WECHAT_SECRET', 'WECHAT_APPID'),
            templateId: required(c, 'WECHAT_TEMPLATE_ID', 'WECHAT_APPID'),
          }
        : null,
      settingsPage: { qrcode: c.MESSAGE_QRCODE_URL, desc: c.MESSAGE_SETTINGS_DESC },
      pollMs: c.DELIVERY_POLL_MS,
    },
    wechatPay: c.WECHATPAY_MCHID
      ? {
          baseUrl: c.WECHATPAY_BASE_URL.replace(/\/+$/, ''),
          mchid: c.WECHATPAY_MCHID,
          appid: required(c, 'WECHATPAY_APPID', 'WECHATPAY_MCHID'),
          serialNo: required(c, 'WECHATPAY_SERIAL_NO', 'WECHATPAY_MCHID'),
          privateKeyFile: path.resolve(cwd, required(c, 'WECHATPAY_PRIVATE_KEY_FILE', 'WECHATPAY_MCHID')),
          platformPublicKeyFile: path.resolve(cwd, required(c, 'WECHATPAY_PLATFORM_PUBLIC_KEY_FILE', 'WECHATPAY_MCHID')),
          platformSerialNo: required(c, 'WECHATPAY_PLATFORM_SERIAL_NO', 'WECHATPAY_MCHID'),
          apiV3Key: required(c, 'WECHATPAY_APIV3_KEY', 'WECHATPAY_MCHID'),
        }
      : null,
  };
}

/** A setting that another one needs (MAIL_FROM for SMTP_URL, the SMS keys for SMS_PROVIDER, the merchant's for WECHATPAY_MCHID). */
function required(
  c: ConfigEnv,
  name:
    | 'MAIL_FROM'
    | 'FILES_S3_BUCKET'
    | 'FILES_S3_ACCESS_KEY_ID'
    | 'FILES_S3_SECRET_ACCESS_KEY'
    | 'SMS_ACCESS_KEY_ID' | 'SMS_ACCESS_KEY_SECRET' | 'SMS_SIGN_NAME' | 'SMS_TEMPLATE_CODE' | 'WECHAT_SECRET' | 'WECHAT_TEMPLATE_ID'
    | 'WECHATPAY_APPID' | 'WECHATPAY_SERIAL_NO' | 'WECHATPAY_PRIVATE_KEY_FILE' | 'WECHATPAY_PLATFORM_PUBLIC_KEY_FILE' | 'WECHATPAY_PLATFORM_SERIAL_NO' | 'WECHATPAY_APIV3_KEY',
  by: string,
): string {
  const value = c[name];
  if (!value) throw new ConfigError(`Invalid configuration:\n  ${name} is required when ${by} is set`);
  return value;
}

/** CAS_ATTRIBUTES: `field=attribute` pairs, comma-separated; fields left out keep their default attribute. */
export function parseCasAttributes(value: string): CasAttributeNames {
  const names: CasAttributeNames = { number: 'uid', name: 'cn', identity: 'userType', department: 'deptCode' };
  for (const pair of value.split(',').map((s) => s.trim()).filter(Boolean)) {
    const [field, attribute] = pair.split('=').map((s) => s.trim());
    if (!Object.hasOwn(names, field) || !attribute || !/^[\w.:-]+$/.test(attribute)) {
      throw new ConfigError(
        `Invalid configuration:\n  CAS_ATTRIBUTES: ${JSON.stringify(pair)} should be field=attribute with field one of number, name, identity, department`,
      );
    }
    names[field as keyof CasAttributeNames] = attribute;
  }
  return names;
}

function parseAddresses(name: string, value: string): string[] {
  const entries = value.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = entries.filter((e) => !isIP(e));
  if (bad.length > 0) throw new ConfigError(`Invalid configuration:\n  ${name}: ${bad.map((b) => JSON.stringify(b)).join(', ')} is not an IP address`);
  return entries;
}

/** TRUST_PROXY: a hop count (`1` for one reverse proxy) or the proxies' addresses or CIDR ranges, comma-separated. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = entries.filter((e) => !isIP(e.split('/')[0]) && !['loopback', 'linklocal', 'uniquelocal'].includes(e));
  if (value === 'true' || bad.length > 0 || entries.length === 0) {
    throw new ConfigError(
      `Invalid configuration:\n  TRUST_PROXY=${JSON.stringify(value)}: give the number of proxies in front of the server (e.g. 1) ` +
        'or their addresses (e.g. 10.0.0.5,10.0.1.0/24); trusting every hop would let any client choose its own address',
    );
  }
  return entries;
}

function parseOrigins(value: string | undefined, name: string): string[] {
  if (!value) return [];
  return value.split(',').map((s) => s.trim()).filter(Boolean).map((origin) => {
    try {
      return new URL(origin).origin;
    } catch {
      throw new ConfigError(`Invalid configuration:\n  ${name}: ${JSON.stringify(origin)} is not an origin like https://hall.example.edu.cn`);
    }
  });
}
