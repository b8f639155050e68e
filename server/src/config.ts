/**
 * Server configuration from environment variables, with safe defaults (12-factor).
 * A bad value stops start-up with a message that names the variable.
 */
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const ConfigSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
  HOST: Type.String({ default: '0.0.0.0' }),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  SESSION_TTL_HOURS: Type.Number({ minimum: 0.1, maximum: 24 * 90, default: 12 }),
  STATIC_DIR: Type.String({ default: 'dist/h5' }),
  LOGIN_ATTEMPTS_PER_MINUTE: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  TRUST_PROXY: Type.Boolean({ default: false }),
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
  databaseUrl?: string;
  redisUrl?: string;
  sessionTtlMs: number;
  staticDir: string;
  loginAttemptsPerMinute: number;
  trustProxy: boolean;
  logLevel: string;
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
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(cwd, c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    sessionTtlMs: Math.round(c.SESSION_TTL_HOURS * 3_600_000),
    staticDir: path.resolve(cwd, c.STATIC_DIR),
    loginAttemptsPerMinute: c.LOGIN_ATTEMPTS_PER_MINUTE,
    trustProxy: c.TRUST_PROXY,
    logLevel: c.LOG_LEVEL,
  };
}
