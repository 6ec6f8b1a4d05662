import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, gatewayIsOn, loadConfig } from './config.js';

describe('loadConfig', () => {
  const SITE = { SITE_URL: 'https://agency.example' };

  it('has working defaults: embedded database, not a demo, port 3000 on every interface', () => {
    const config = loadConfig(SITE);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      demo: false,
      databaseUrl: undefined,
      logLevel: 'info',
    });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.uploadsDir).toBe(path.resolve('data', 'uploads'));
    expect(config.siteUrl).toBe('https://agency.example');
  });

  it('is a demo only when DEMO=true, whatever the database', () => {
    expect(loadConfig(SITE).demo).toBe(false);
    expect(loadConfig({ ...SITE, DATABASE_URL: 'postgres://u@h/db' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig({ ...SITE, DEMO: 'false' }).demo).toBe(false);
  });

  it('lets a demo listen on this machine only and name itself after its port', () => {
    const demo = loadConfig({ DEMO: 'true', PORT: '4000' });
    expect(demo).toMatchObject({ host: '127.0.0.1', siteUrl: 'http://localhost:4000' });
    expect(loadConfig({ DEMO: 'true', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('requires SITE_URL outside demo mode, so no link is ever made from a Host header', () => {
    expect(() => loadConfig({})).toThrow(/^Invalid environment variable SITE_URL: required unless DEMO=true/);
    expect(loadConfig({ SITE_URL: 'https://agency.example/' }).siteUrl).toBe('https://agency.example');
    // The command-line tools serve no pages.
    expect(loadConfig({}, undefined, 'cli').demo).toBe(false);
  });

  it('lets loopback read the metrics unless METRICS_ALLOW names addresses or blocks', () => {
    expect(loadConfig(SITE).metricsAllow).toEqual(['127.0.0.1', '::1']);
    expect(loadConfig({ ...SITE, METRICS_ALLOW: ' 10.0.0.0/8 , 192.0.2.7,fd00::/8' }).metricsAllow).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ ...SITE, METRICS_ALLOW: '10.0.0.0/8,prometheus.internal' })).toThrow(
      'Invalid environment variable METRICS_ALLOW: must be IP addresses or CIDR blocks separated by commas, such as 127.0.0.1,10.0.0.0/8',
    );
    expect(loadConfig(SITE).metricsToken).toBeUndefined();
    expect(() => loadConfig({ ...SITE, METRICS_TOKEN: 'short' })).toThrow(
      'Invalid environment variable METRICS_TOKEN: must be at least 24 characters',
    );
  });

  it("reads the status links' key, at least 32 characters, unset by default", () => {
    expect(loadConfig(SITE).statusLinkKey).toBeUndefined();
    expect(loadConfig({ ...SITE, STATUS_LINK_KEY: 'k'.repeat(32) }).statusLinkKey).toBe('k'.repeat(32));
    expect(() => loadConfig({ ...SITE, STATUS_LINK_KEY: 'short' })).toThrow(
      'Invalid environment variable STATUS_LINK_KEY: must be at least 32 characters',
    );
  });

  it('treats an empty variable as not set', () => {
    expect(loadConfig({ ...SITE, DATABASE_URL: '', PORT: ' ', DEMO: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
      demo: false,
    });
  });

  it('keeps uploads in DATA_DIR unless STORAGE_URL names a bucket', () => {
    expect(loadConfig(SITE)).toMatchObject({ storage: { kind: 'local' }, publicAssetUrl: undefined });
    expect(
      loadConfig({
        ...SITE,
        STORAGE_URL: 's3://starline-media/agency/',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        AWS_REGION: 'ap-south-1',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'starline-media',
      prefix: 'agency',
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-south-1',
      forcePathStyle: true,
    });
    // S3_REGION wins over AWS_REGION; the bucket's root is a prefix of its own.
    expect(
      loadConfig({ ...SITE, STORAGE_URL: 's3://media', S3_REGION: 'auto', AWS_REGION: 'x' }).storage,
    ).toMatchObject({ bucket: 'media', prefix: '', region: 'auto', forcePathStyle: false, endpoint: undefined });
    expect(loadConfig({ ...SITE, STORAGE_URL: 's3://media' }).storage).toMatchObject({ region: 'us-east-1' });
  });

  it('reads PUBLIC_ASSET_URL without its trailing slash', () => {
    expect(loadConfig({ ...SITE, PUBLIC_ASSET_URL: 'https://cdn.agency.example/media/' }).publicAssetUrl).toBe(
      'https://cdn.agency.example/media',
    );
  });

  it("reads TRUST_PROXY as a hop count or the proxies' addresses", () => {
    expect(loadConfig({ ...SITE, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...SITE, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
    expect(loadConfig({ ...SITE, TRUST_PROXY: ' 10.0.1.5, 2001:db8::/32 ' }).trustProxy).toEqual([
      '10.0.1.5',
      '2001:db8::/32',
    ]);
    expect(loadConfig({ ...SITE, TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ ...SITE, TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(loadConfig(SITE).trustProxy).toBe(0);
  });

  it.each(['true', 'TRUE', 'yes', '*'])('refuses TRUST_PROXY=%s, saying what to write instead', (value) => {
    expect(() => loadConfig({ ...SITE, TRUST_PROXY: value })).toThrow(
      /^Invalid environment variable TRUST_PROXY: must not be true, .*TRUST_PROXY=1 for one, or their addresses, such as TRUST_PROXY=10\.0\.1\.5/,
    );
  });

  it.each(['loopback', '10.0.0.0/33', 'proxy.internal', '1.5'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => loadConfig({ ...SITE, TRUST_PROXY: value })).toThrow(
      'Invalid environment variable TRUST_PROXY: must be the number of proxies in front of the app (1 for one)',
    );
  });

  it('holds ADMIN_PASSWORD to the same rule as every other password', () => {
    const admin = { ...SITE, ADMIN_EMAIL: 'owner@agency.example' };
    expect(() => loadConfig({ ...admin, ADMIN_PASSWORD: 'Admin@12345' })).toThrow(
      'Invalid environment variable ADMIN_PASSWORD: Password must be at least 12 characters',
    );
    expect(() => loadConfig({ ...admin, ADMIN_PASSWORD: 'password1234' })).toThrow(
      /ADMIN_PASSWORD: Password is too easy/,
    );
    expect(loadConfig({ ...admin, ADMIN_PASSWORD: 'tq8-Vw2p-LmZ4' }).adminPassword).toBe('tq8-Vw2p-LmZ4');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ DEMO: 'maybe' }, 'DEMO'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'longenough' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.example', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ SITE_URL: 'ftp://agency.example' }, 'SITE_URL'],
    [{ SITE_URL: 'https://agency.example/shop' }, 'SITE_URL'],
    [{ REDIS_KEY_PREFIX: 'has spaces' }, 'REDIS_KEY_PREFIX'],
    [{ REQUEST_TIMEOUT_SECONDS: '0' }, 'REQUEST_TIMEOUT_SECONDS'],
    [{ ADMIN_EMAIL: 'a@b.example' }, 'ADMIN_PASSWORD'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SESSION_TTL_HOURS: '0' }, 'SESSION_TTL_HOURS'],
    [{ STORAGE_URL: 'https://bucket.example' }, 'STORAGE_URL'],
    [{ STORAGE_URL: 's3://UPPER' }, 'STORAGE_URL'],
    [{ STORAGE_URL: 's3://bucket/../up' }, 'STORAGE_URL'],
    [{ STORAGE_URL: 's3://bucket', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_ENDPOINT: 'https://s3.example' }, 'S3_ENDPOINT'],
    [{ S3_FORCE_PATH_STYLE: 'true' }, 'S3_FORCE_PATH_STYLE'],
    [{ PUBLIC_ASSET_URL: 'cdn.example' }, 'PUBLIC_ASSET_URL'],
    [{ PUBLIC_ASSET_URL: 'https://cdn.example/?v=1' }, 'PUBLIC_ASSET_URL'],
  ])('stops with one line naming the variable for %o', (env, name) => {
    let error: unknown;
    try {
      loadConfig({ SITE_URL: 'https://agency.example', ...env });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(`Invalid environment variable ${name}`);
    expect(message).not.toContain('\n');
  });
});

describe('the payment gateway (issue 38)', () => {
  const SITE = { SITE_URL: 'https://agency.example' };
  const RAZORPAY = {
    RAZORPAY_KEY_ID: 'rzp_test_key',
    RAZORPAY_KEY_SECRET: 'key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
  };

  it('is off until the three credentials are set, then on against Razorpay’s own API', () => {
    expect(gatewayIsOn(loadConfig(SITE))).toBe(false);
    const config = loadConfig({ ...SITE, ...RAZORPAY });
    expect(gatewayIsOn(config)).toBe(true);
    expect(config.gateway).toEqual({
      keyId: 'rzp_test_key',
      keySecret: 'key-secret',
      webhookSecret: 'webhook-secret',
      apiUrl: 'https://api.razorpay.com',
    });
  });

  it('takes another API address for tests and staging, without its trailing slash', () => {
    const config = loadConfig({ ...SITE, ...RAZORPAY, RAZORPAY_API_URL: 'http://127.0.0.1:9999/' });
    expect(config.gateway?.apiUrl).toBe('http://127.0.0.1:9999');
    expect(() => loadConfig({ ...SITE, ...RAZORPAY, RAZORPAY_API_URL: 'ftp://x' })).toThrow(/RAZORPAY_API_URL/);
  });

  it('refuses some of the credentials without the others, naming the one missing', () => {
    expect(() => loadConfig({ ...SITE, ...RAZORPAY, RAZORPAY_WEBHOOK_SECRET: '' })).toThrow(
      /^Invalid environment variable RAZORPAY_WEBHOOK_SECRET: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET go together/,
    );
    expect(() => loadConfig({ ...SITE, RAZORPAY_KEY_ID: 'rzp_test_key' })).toThrow(/RAZORPAY_KEY_SECRET/);
  });
});
