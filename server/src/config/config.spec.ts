import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './config.js';

const SECRET = 'a-production-secret-of-at-least-32-chars';

describe('loadConfig', () => {
  it('runs on the embedded database in demo mode by default', () => {
    const config = loadConfig({ DATA_DIR: 'memory://' });
    expect(config).toMatchObject({ env: 'development', port: 3000, databaseUrl: undefined, demoMode: true, seedOnStart: true });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps `npm start` (production on the embedded database, key from the launcher) in demo mode with seeding', () => {
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: 'memory://', JWT_SECRET: SECRET })).toMatchObject({ demoMode: true, seedOnStart: true });
  });

  // Whatever the database: the embedded one in production gets no made-up key either.
  it.each([
    ['a PostgreSQL server', { DATABASE_URL: 'postgres://u:p@localhost/db' }],
    ['the embedded database', { DATA_DIR: 'memory://' }],
  ])('refuses to start in production on %s without JWT_SECRET, or with one under 32 characters', (_label, database) => {
    const env = { NODE_ENV: 'production', ...database };
    expect(() => loadConfig(env)).toThrow(/JWT_SECRET must be set in production/);
    expect(() => loadConfig({ ...env, JWT_SECRET: '' })).toThrow(/JWT_SECRET must be set in production/);
    expect(() => loadConfig({ ...env, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters, got 5/);
    expect(() => loadConfig({ ...env, JWT_SECRET: SECRET.slice(0, 31) })).toThrow(/at least 32 characters, got 31/);
    expect(loadConfig({ ...env, JWT_SECRET: SECRET.slice(0, 32) }).jwtSecret).toBe(SECRET.slice(0, 32));
  });

  it('generates a key outside production, a new one per throw-away database', () => {
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: 'memory://' }).jwtSecret;
    const second = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' }).jwtSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toBe(second);
  });

  it('keeps a generated development key beside the embedded database, readable by its owner only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'config-spec-'));
    try {
      const env = { NODE_ENV: 'development', DATA_DIR: join(dir, 'pglite') };
      const secret = loadConfig(env).jwtSecret;
      expect(loadConfig(env).jwtSecret).toBe(secret);
      expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(secret);
      expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a short JWT_SECRET outside production too', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', DATA_DIR: 'memory://', JWT_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('seeds a production database only when asked, and never with demo accounts', () => {
    const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x', JWT_SECRET: SECRET, SEED_ON_START: 'true' });
    expect(config).toMatchObject({ seedOnStart: true, demoMode: false, seedDemoUsers: false });
  });

  it('creates demo accounts on a production database only when SEED_DEMO_USERS=true (a demo stack)', () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://x', JWT_SECRET: SECRET, SEED_ON_START: 'true' };
    expect(loadConfig({ ...env, SEED_DEMO_USERS: 'true' })).toMatchObject({ seedDemoUsers: true, demoMode: false });
    expect(loadConfig({ DATA_DIR: 'memory://', SEED_DEMO_USERS: 'false' })).toMatchObject({ seedDemoUsers: false, demoMode: true });
  });

  it.each(['abc', '-1', '70000', '3.5'])('refuses the port %s', (port) => {
    expect(() => loadConfig({ PORT: port, DATA_DIR: 'memory://' })).toThrow(/PORT/);
  });

  it('refuses a token lifetime that is not a positive whole number of seconds', () => {
    expect(() => loadConfig({ JWT_EXPIRES_IN_SECONDS: '0', DATA_DIR: 'memory://' })).toThrow(/JWT_EXPIRES_IN_SECONDS/);
  });

  it('caches anonymous catalog reads by default, for 60 s, and can be switched off', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).responseCache).toEqual({ enabled: true, ttlSeconds: 60, maxEntries: 1000, maxMegabytes: 64 });
    const off = loadConfig({ DATA_DIR: 'memory://', RESPONSE_CACHE: 'off', RESPONSE_CACHE_TTL_SECONDS: '5', RESPONSE_CACHE_MAX_ENTRIES: '10' });
    expect(off.responseCache).toMatchObject({ enabled: false, ttlSeconds: 5, maxEntries: 10 });
    expect(() => loadConfig({ DATA_DIR: 'memory://', RESPONSE_CACHE: 'maybe' })).toThrow(/RESPONSE_CACHE/);
    expect(() => loadConfig({ DATA_DIR: 'memory://', RESPONSE_CACHE_TTL_SECONDS: '0' })).toThrow(/RESPONSE_CACHE_TTL_SECONDS/);
  });

  it('takes PUBLIC_SITE_URL as an origin without the trailing slash, and refuses anything else', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).publicSiteUrl).toBe('http://localhost:3000');
    expect(loadConfig({ DATA_DIR: 'memory://', PORT: '4100' }).publicSiteUrl).toBe('http://localhost:4100');
    expect(loadConfig({ DATA_DIR: 'memory://', PUBLIC_SITE_URL: 'https://www.Example.co.za/' }).publicSiteUrl).toBe('https://www.example.co.za');
    expect(loadConfig({ DATA_DIR: 'memory://', PUBLIC_SITE_URL: 'http://localhost:3000' }).publicSiteUrl).toBe('http://localhost:3000');
    for (const bad of ['www.example.co.za', 'ftp://example.co.za', 'https://example.co.za/travel', 'https://example.co.za/?a=1', 'https://u:p@example.co.za']) {
      expect(() => loadConfig({ DATA_DIR: 'memory://', PUBLIC_SITE_URL: bad })).toThrow(/PUBLIC_SITE_URL/);
    }
  });
  it('reads VAT_PERCENT as a whole percentage, 15 by default and as docs/configuration.md says', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).vatPercent).toBe(15);
    expect(loadConfig({ DATA_DIR: 'memory://', VAT_PERCENT: '0' }).vatPercent).toBe(0);
    for (const bad of ['-1', '101', '15.5', 'fifteen', '']) expect(() => loadConfig({ DATA_DIR: 'memory://', VAT_PERCENT: bad })).toThrow(/VAT_PERCENT/);
    const doc = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');
    expect(/^\| `VAT_PERCENT` \| `(\d+)` \|/m.exec(doc)?.[1]).toBe('15');
  });
  it('reads the agency block with plainly demo defaults, and refuses malformed registered or banking details', () => {
    const demo = loadConfig({ DATA_DIR: 'memory://', AGENCY_INBOX_EMAIL: 'desk@example.co.za' }).agency;
    expect(demo.name).toBe('Ubuntu Horizons Travel');
    expect(demo.email).toBe('desk@example.co.za');
    expect(demo.bank.name).toBe('Demo Bank');
    expect(demo.addressLines.length).toBeGreaterThan(1);
    const set = loadConfig({
      DATA_DIR: 'memory://',
      AGENCY_NAME: 'Karoo Trails',
      AGENCY_VAT_NUMBER: '4123 456 789',
      AGENCY_ADDRESS: '12 Long Street | Cape Town 8001',
      AGENCY_PHONE: '+27 21 555 0100',
      BANK_ACCOUNT_NUMBER: '62 1234 5678',
      BANK_BRANCH_CODE: '250655',
    }).agency;
    expect(set).toMatchObject({ name: 'Karoo Trails', vatNumber: '4123456789', addressLines: ['12 Long Street', 'Cape Town 8001'], phone: '+27 21 555 0100' });
    expect(set.bank).toMatchObject({ accountNumber: '6212345678', branchCode: '250655' });
    const refused: Record<string, string[]> = {
      AGENCY_VAT_NUMBER: ['123', '5123456789', 'VAT4123456789'],
      BANK_BRANCH_CODE: ['25065', 'abcdef'],
      BANK_ACCOUNT_NUMBER: ['12-34', 'x'.repeat(8)],
      AGENCY_PHONE: ['call us', '+27<script>'],
      AGENCY_EMAIL: ['nobody'],
      AGENCY_NAME: ['', 'Two\nlines'],
    };
    for (const [name, values] of Object.entries(refused)) {
      for (const bad of values) expect(() => loadConfig({ DATA_DIR: 'memory://', [name]: bad })).toThrow(new RegExp(name));
    }
  });
  describe('S3 storage for uploads', () => {
    const base = { DATA_DIR: 'memory://', S3_BUCKET: 'agency-photos', S3_REGION: 'af-south-1' };

    it('keeps photos in the local folder when S3_BUCKET is unset', () => {
      expect(loadConfig({ DATA_DIR: 'memory://' }).s3).toBeUndefined();
      expect(loadConfig({ DATA_DIR: 'memory://', S3_BUCKET: '  ' }).s3).toBeUndefined();
    });

    it('uses S3 with the SDK\'s default credentials when only the bucket and region are set', () => {
      expect(loadConfig(base).s3).toEqual({
        bucket: 'agency-photos',
        region: 'af-south-1',
        endpoint: undefined,
        forcePathStyle: false,
        credentials: undefined,
        publicUrl: undefined,
      });
    });

    it('takes an endpoint, path style, keys and a public base address without its trailing slash', () => {
      const s3 = loadConfig({
        ...base,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'on',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.example.co.za/photos/',
      }).s3;
      expect(s3).toMatchObject({
        endpoint: 'http://127.0.0.1:9000/',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        publicUrl: 'https://cdn.example.co.za/photos',
      });
    });

    it('refuses S3 settings without a bucket, naming them', () => {
      expect(() => loadConfig({ DATA_DIR: 'memory://', S3_REGION: 'af-south-1' })).toThrow(/^S3_REGION is set but S3_BUCKET is not/);
      expect(() => loadConfig({ DATA_DIR: 'memory://', S3_ENDPOINT: 'http://minio:9000', S3_PUBLIC_URL: 'https://cdn.example.co.za' })).toThrow(
        /^S3_ENDPOINT, S3_PUBLIC_URL are set but S3_BUCKET is not/,
      );
    });

    it('refuses a bucket without a region', () => {
      expect(() => loadConfig({ DATA_DIR: 'memory://', S3_BUCKET: 'agency-photos' })).toThrow(/S3_REGION must be set with S3_BUCKET/);
    });

    it('refuses one key without the other', () => {
      expect(() => loadConfig({ ...base, S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/);
      expect(() => loadConfig({ ...base, S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/must be set together/);
    });

    it.each(['a', 'photos/2026', 'photos?x=1', '-photos', 'my bucket'])('refuses the bucket name "%s"', (bucket) => {
      expect(() => loadConfig({ ...base, S3_BUCKET: bucket })).toThrow(/S3_BUCKET must be a bucket name/);
    });

    it('refuses a malformed endpoint, path style or public address', () => {
      expect(() => loadConfig({ ...base, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an http\(s\) address/);
      expect(() => loadConfig({ ...base, S3_FORCE_PATH_STYLE: 'yes please' })).toThrow(/S3_FORCE_PATH_STYLE must be on or off/);
      expect(() => loadConfig({ ...base, S3_PUBLIC_URL: 'cdn.example.co.za' })).toThrow(/S3_PUBLIC_URL must be an http\(s\) address/);
      expect(() => loadConfig({ ...base, S3_PUBLIC_URL: 'https://cdn.example.co.za/?sig=1' })).toThrow(/S3_PUBLIC_URL must be a base address/);
    });
  });

  it('shares state through Redis only when REDIS_URL is set, and refuses an address that is not redis:// or rediss://', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).redisUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: 'memory://', REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: 'memory://', REDIS_URL: 'redis://localhost:6379' }).redisUrl).toBe('redis://localhost:6379');
    expect(loadConfig({ DATA_DIR: 'memory://', REDIS_URL: 'rediss://:pw@cache.example:6380/2' }).redisUrl).toBe('rediss://:pw@cache.example:6380/2');
    for (const bad of ['localhost:6379', 'http://localhost:6379', 'redis://', 'redis:/x']) {
      expect(() => loadConfig({ DATA_DIR: 'memory://', REDIS_URL: bad })).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ address/);
    }
    // The password never reaches the message (it ends up in logs).
    expect(() => loadConfig({ DATA_DIR: 'memory://', REDIS_URL: 'http://user:s3cret@host' })).toThrow(/user:\*\*\*@host/);
  });
});
