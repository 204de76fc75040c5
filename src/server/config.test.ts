import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config';

const DAY_MS = 24 * 60 * 60 * 1000;

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      port: 5000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicOrigin: 'http://127.0.0.1:5000',
      secureCookies: false,
      enableTestLogin: false,
      enablePasswordLogin: true,
      logLevel: 'info',
      session: { idleMs: 7 * DAY_MS, absoluteMs: 30 * DAY_MS },
      google: { clientId: undefined, tokenInfoUrl: 'https://oauth2.googleapis.com/tokeninfo' },
      admin: { email: undefined, password: undefined },
    });
  });

  it('derives the public origin from HOST and PORT, with an IPv6 host in brackets', () => {
    expect(loadConfig({ HOST: 'localhost', PORT: '8080' }).publicOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '::1', PORT: '8080' }).publicOrigin).toBe('http://[::1]:8080');
  });

  it('takes the origin of PUBLIC_URL over HOST and PORT', () => {
    const config = loadConfig({ HOST: '0.0.0.0', PORT: '3000', PUBLIC_URL: 'https://chat.example.com/app/' });

    expect(config.publicOrigin).toBe('https://chat.example.com');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
  });

  it('sets Secure cookies only for an https public URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://chat.example.com' }).secureCookies).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://chat.example.com' }).secureCookies).toBe(false);
    expect(loadConfig({}).secureCookies).toBe(false);
  });

  it('turns password sign-in on without a Google client and off with one, unless told otherwise', () => {
    expect(loadConfig({}).enablePasswordLogin).toBe(true);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com' }).enablePasswordLogin).toBe(false);
    expect(
      loadConfig({ GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com', ENABLE_PASSWORD_LOGIN: 'true' })
        .enablePasswordLogin,
    ).toBe(true);
    expect(loadConfig({ ENABLE_PASSWORD_LOGIN: 'false' }).enablePasswordLogin).toBe(false);
  });

  it('reads the boolean flags in their accepted spellings', () => {
    for (const [value, expected] of [
      ['true', true],
      ['1', true],
      ['yes', true],
      ['false', false],
      ['0', false],
      ['no', false],
    ] as const) {
      expect(loadConfig({ ENABLE_TEST_LOGIN: value }).enableTestLogin, value).toBe(expected);
    }
  });

  it('turns session days into milliseconds', () => {
    const config = loadConfig({ SESSION_IDLE_DAYS: '2', SESSION_ABSOLUTE_DAYS: '14' });

    expect(config.session).toEqual({ idleMs: 2 * DAY_MS, absoluteMs: 14 * DAY_MS });
  });

  it('reads the sign-in rate limits, with the window in minutes', () => {
    const config = loadConfig({
      AUTH_RATE_LIMIT_PER_IP: '5',
      AUTH_RATE_LIMIT_PER_EMAIL: '3',
      AUTH_RATE_LIMIT_WINDOW_MINUTES: '2',
    });

    expect(config.authRateLimit).toEqual({ perIp: 5, failuresBeforeBackoff: 3, windowMs: 2 * 60 * 1000 });
    expect(loadConfig({}).authRateLimit).toEqual({ perIp: 30, failuresBeforeBackoff: 5, windowMs: 15 * 60 * 1000 });
  });

  it('reads the password hash cost, 17 unless set, and refuses one outside 12 to 20', () => {
    expect(loadConfig({}).passwordHashCost).toBe(17);
    expect(loadConfig({ PASSWORD_HASH_COST: '12' }).passwordHashCost).toBe(12);
    expect(loadConfig({ PASSWORD_HASH_COST: '20' }).passwordHashCost).toBe(20);
    for (const value of ['11', '21', '16.5', 'high']) {
      expect(configError({ PASSWORD_HASH_COST: value }).message, value).toMatch(/^ {2}PASSWORD_HASH_COST: /m);
    }
  });

  it('reads the per-user quotas, with storage in megabytes', () => {
    const config = loadConfig({
      CHAT_REQUESTS_PER_MINUTE: '4',
      UPLOADS_PER_MINUTE: '2',
      UPLOAD_STORAGE_MB: '5',
      MESSAGE_STORAGE_MB: '3',
    });

    expect(config.quotas).toEqual({
      chatRequestsPerMinute: 4,
      uploadsPerMinute: 2,
      uploadStorageBytes: 5 * 1024 * 1024,
      messageStorageBytes: 3 * 1024 * 1024,
    });
    expect(loadConfig({}).quotas).toEqual({
      chatRequestsPerMinute: 20,
      uploadsPerMinute: 10,
      uploadStorageBytes: 100 * 1024 * 1024,
      messageStorageBytes: 20 * 1024 * 1024,
    });
    expect(configError({ UPLOAD_STORAGE_MB: '0' }).message).toMatch(/^ {2}UPLOAD_STORAGE_MB: /m);
    expect(configError({ MESSAGE_STORAGE_MB: '0' }).message).toMatch(/^ {2}MESSAGE_STORAGE_MB: /m);
  });

  it('trusts no proxy by default, else a hop count or a list of addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toEqual(['10.0.0.0/8', '::1']);
    for (const value of ['true', 'proxy.internal', '10.0.0.0/40']) {
      expect(configError({ TRUST_PROXY: value }).message, value).toMatch(/^ {2}TRUST_PROXY: /m);
    }
  });

  it('makes the first admin ADMIN_EMAIL, else the first account on a loopback host, else a setup link', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'root@example.com', HOST: '0.0.0.0' }).admin.firstAdmin).toBe('admin-email');
    expect(loadConfig({ ADMIN_EMAIL: 'root@example.com' }).admin.firstAdmin).toBe('admin-email');
    expect(loadConfig({}).admin.firstAdmin).toBe('first-account');
    expect(loadConfig({ HOST: '::1' }).admin.firstAdmin).toBe('first-account');
    expect(loadConfig({ HOST: '0.0.0.0' }).admin.firstAdmin).toBe('setup-link');
    expect(loadConfig({ HOST: 'pairwise.internal' }).admin.firstAdmin).toBe('setup-link');
  });

  it('treats a loopback HOST behind a public URL or a proxy as reachable by others: a setup link, no first-account admin', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:8080' }).admin.firstAdmin).toBe('first-account');
    expect(loadConfig({ PUBLIC_URL: 'https://chat.example.com' }).admin.firstAdmin).toBe('setup-link');
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).admin.firstAdmin).toBe('setup-link');
    expect(loadConfig({ TRUST_PROXY: '1' }).admin.firstAdmin).toBe('setup-link');
    expect(loadConfig({ TRUST_PROXY: 'false' }).admin.firstAdmin).toBe('first-account');
  });

  it('refuses to start with test login on a server others can reach, naming the risk', () => {
    expect(loadConfig({ ENABLE_TEST_LOGIN: 'true' }).enableTestLogin).toBe(true);
    expect(
      loadConfig({ ENABLE_TEST_LOGIN: 'true', HOST: '::1', PUBLIC_URL: 'http://127.0.0.1:5000' }).enableTestLogin,
    ).toBe(true);
    const publicServers: Record<string, string>[] = [
      { HOST: '0.0.0.0' },
      { PUBLIC_URL: 'https://chat.example.com' },
      { TRUST_PROXY: '1' },
    ];
    for (const env of publicServers) {
      const message = configError({ ENABLE_TEST_LOGIN: 'true', ...env }).message;
      expect(message, JSON.stringify(env)).toMatch(/^ {2}ENABLE_TEST_LOGIN: signs anyone in by e-mail address alone/m);
    }
    // Off, it does not stand in the way of a public server.
    expect(loadConfig({ ENABLE_TEST_LOGIN: 'false', HOST: '0.0.0.0' }).enableTestLogin).toBe(false);
  });

  it('keeps the database URL and lower-cases the admin e-mail', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db.internal:5432/pairwise',
      ADMIN_EMAIL: 'Root@Example.COM',
    });

    expect(config.databaseUrl).toBe('postgres://app@db.internal:5432/pairwise');
    expect(config.admin.email).toBe('root@example.com');
  });

  it('treats empty and blank values as unset', () => {
    const config = loadConfig({
      PORT: '',
      HOST: '',
      DATABASE_URL: '',
      PUBLIC_URL: ' ',
      GOOGLE_CLIENT_ID: '',
      ADMIN_EMAIL: '',
      ENABLE_PASSWORD_LOGIN: '',
      SESSION_IDLE_DAYS: '  ',
    });

    expect(config).toMatchObject({
      port: 5000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      publicOrigin: 'http://127.0.0.1:5000',
      google: { clientId: undefined },
      admin: { email: undefined },
      enablePasswordLogin: true,
      session: { idleMs: 7 * DAY_MS },
    });
  });

  it('names every invalid variable in one ConfigError', () => {
    const error = configError({
      PORT: 'abc',
      DATABASE_URL: 'nonsense',
      PUBLIC_URL: 'not a url',
      ADMIN_EMAIL: 'root',
      ENABLE_TEST_LOGIN: 'maybe',
      SESSION_IDLE_DAYS: '0',
      LOG_LEVEL: 'loud',
    });

    expect(error.message).toMatch(/^Invalid configuration:/);
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'PUBLIC_URL',
      'ADMIN_EMAIL',
      'ENABLE_TEST_LOGIN',
      'SESSION_IDLE_DAYS',
      'LOG_LEVEL',
    ]) {
      expect(error.message).toMatch(new RegExp(`^  ${name}: `, 'm'));
    }
    expect(error.message).not.toMatch(/^ {2}HOST: /m);
  });

  it('refuses out-of-range numbers', () => {
    expect(configError({ PORT: '70000' }).message).toContain('PORT');
    expect(configError({ PORT: '80.5' }).message).toContain('PORT');
    expect(configError({ AUTH_RATE_LIMIT_PER_IP: '-1' }).message).toContain('AUTH_RATE_LIMIT_PER_IP');
    expect(configError({ ADMIN_PASSWORD: 'short' }).message).toContain('ADMIN_PASSWORD');
  });

  it('refuses a public URL that is not http(s), whose origin would be "null"', () => {
    for (const value of ['localhost:5000', 'mailto:admin@example.com', 'ftp://files.example.com']) {
      expect(configError({ PUBLIC_URL: value }).message, value).toMatch(/^ {2}PUBLIC_URL: /m);
    }
  });

  it('refuses a database URL that is not a PostgreSQL one', () => {
    expect(configError({ DATABASE_URL: 'http://db.internal/pairwise' }).message).toMatch(/^ {2}DATABASE_URL: /m);
    expect(loadConfig({ DATABASE_URL: 'postgresql://db.internal/pairwise' }).databaseUrl).toBe(
      'postgresql://db.internal/pairwise',
    );
  });

  it('refuses a HOST that cannot form the default public URL with a ConfigError', () => {
    expect(configError({ HOST: 'my host' }).message).toMatch(/^ {2}HOST: /m);
  });
});
