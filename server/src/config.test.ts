import { ConfigError, loadConfig } from './config';

describe('server configuration', () => {
  it('seeds the demo campus by default only into the embedded database', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/campus' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/campus', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
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

  it('keeps uploads beside the data unless told otherwise, with a global size cap', () => {
    expect(loadConfig({ DATA_DIR: '/srv/hall' }, '/')).toMatchObject({ filesDir: '/srv/hall/files', uploadMaxBytes: 50 * 1024 * 1024 });
    expect(loadConfig({ FILES_DIR: 'uploads', UPLOAD_MAX_MB: '10' }, '/srv')).toMatchObject({ filesDir: '/srv/uploads', uploadMaxBytes: 10 * 1024 * 1024 });
    expect(() => loadConfig({ UPLOAD_MAX_MB: '0' })).toThrow(/UPLOAD_MAX_MB/);
  });
});
