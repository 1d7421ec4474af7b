import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { agencyConfigOf, DEMO_AGENCY, type AgencyConfig } from './agency.js';
import { quotePolicyOf, type QuotePolicyConfig } from './quote-policy.js';

export type { AgencyConfig } from './agency.js';

/** Every setting the server reads, from the environment, in one place (documented in docs/configuration.md). */
export interface AppConfig {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  /** PostgreSQL server; unset means the embedded database under `dataDir`. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly jwtSecret: string;
  /** Token lifetime in seconds. */
  readonly jwtExpiresInSeconds: number;
  /** Seed the catalogue when the database is empty at start-up. */
  readonly seedOnStart: boolean;
  /**
   * Demo mode: the embedded database or a non-production run. Only then does the seed create the
   * demo accounts with their published password.
   */
  readonly demoMode: boolean;
  /** Create the demo accounts when seeding: demo mode, or SEED_DEMO_USERS=true (a demo stack). */
  readonly seedDemoUsers: boolean;
  /** Built web app to serve (production mode); unset or missing folder means API only. */
  readonly webDist: string | undefined;
  /** Uploaded photos, served at /uploads (created on the first upload); unused when `s3` is set. */
  readonly uploadsDir: string;
  /** S3_*: store uploaded photos in an S3-compatible bucket instead of `uploadsDir`; unset = the local folder. */
  readonly s3: S3Config | undefined;
  /**
   * PUBLIC_SITE_URL: the site's public origin (https://www.example.co.za), for every absolute address
   * (/sitemap.xml, /robots.txt, the pages' canonical links, the quote links in e-mails). Unset: the
   * embedded demo's own http://localhost:PORT (a warning at start in production), never a request's Host
   * header, which is the client's to choose and would land in publicly cached answers.
   */
  readonly publicSiteUrl: string;
  /**
   * VAT_PERCENT (15): South African VAT, a whole percentage. Quote prices include it; each quote keeps the
   * rate it was priced with, so a change applies to quotes saved afterwards.
   */
  readonly vatPercent: number;
  readonly mail: MailConfig;
  /**
   * The agency's registered, contact and banking details (agency.ts): printed on every document and in the
   * invoice and voucher mails, and shown by the site through the public siteConfig query.
   */
  readonly agency: AgencyConfig;
  /**
   * The anonymous writes that mail someone or hold rooms, each limited per client address and per
   * recipient over a sliding window (write-limits/write-limits.ts; docs/security.md lists the defaults).
   */
  readonly writeLimits: Readonly<Record<WriteLimitKind, WriteLimitConfig>>;
  readonly uploadLimits: UploadLimitsConfig;
  readonly embeds: EmbedsConfig;
  readonly responseCache: ResponseCacheConfig;
  /**
   * STAY_PRICES_MAX_MB (128): the most the stay search's prices kept in memory may take
   * (stays/stay-price-grid.ts); the hotels least recently searched are dropped first and loaded again
   * when searched. A year of prices of a hotel with 10 room types takes ~45 KB.
   */
  readonly stayPricesMaxMegabytes: number;
  /**
   * FAST_PATH=on|off (default on): anonymous catalog reads answered ahead of Express, Nest's pipeline and
   * Apollo (fast-path/): GraphQL queries sent more than once run compiled (graphql-jit), the hot REST reads
   * call their controller directly. Off: every request goes through the whole pipeline.
   */
  readonly fastPath: boolean;
  /**
   * REDIS_URL (redis:// or rediss://): state shared by every app process. Set, the response cache and the
   * rate limits (login throttle, enquiry limit) live in Redis; unset, the cache is per process and the
   * rate limits count in PostgreSQL (which every process shares too).
   */
  readonly redisUrl: string | undefined;
  readonly security: SecurityConfig;
  readonly logging: LoggingConfig;
  readonly lifecycle: LifecycleConfig;
  /** Deposit and balance terms of new quotes, payment reminders, the test-only clock (quote-policy.ts). */
  readonly quotePolicy: QuotePolicyConfig;
}

/**
 * enquiry: the four public forms (trip plan, insurance quote, contact, trip booking); booking: package
 * booking requests; reservation: stay reservations (each holds rooms); quoteQuestion: askAboutQuote.
 */
export type WriteLimitKind = 'enquiry' | 'booking' | 'reservation' | 'quoteQuestion';

export interface WriteLimitConfig {
  /** <KIND>_RATE_LIMIT: writes from one client address in the window. */
  readonly perAddress: number;
  /**
   * <KIND>_RATE_LIMIT_PER_RECIPIENT (QUOTE_QUESTION_RATE_LIMIT_PER_QUOTE): writes that mail one address
   * (the e-mail in the form; for a quote question, the quote), from anywhere, in the window.
   */
  readonly perRecipient: number;
  /** <KIND>_RATE_WINDOW_SECONDS: the sliding window. */
  readonly windowSeconds: number;
}

/** The environment names of one write limit and its defaults. */
const WRITE_LIMITS: Record<WriteLimitKind, { prefix: string; recipientName: string; perAddress: number; perRecipient: number; windowSeconds: number }> = {
  enquiry: { prefix: 'ENQUIRY', recipientName: 'ENQUIRY_RATE_LIMIT_PER_RECIPIENT', perAddress: 5, perRecipient: 5, windowSeconds: 600 },
  booking: { prefix: 'BOOKING', recipientName: 'BOOKING_RATE_LIMIT_PER_RECIPIENT', perAddress: 10, perRecipient: 5, windowSeconds: 600 },
  reservation: { prefix: 'RESERVATION', recipientName: 'RESERVATION_RATE_LIMIT_PER_RECIPIENT', perAddress: 10, perRecipient: 5, windowSeconds: 600 },
  quoteQuestion: { prefix: 'QUOTE_QUESTION', recipientName: 'QUOTE_QUESTION_RATE_LIMIT_PER_QUOTE', perAddress: 10, perRecipient: 5, windowSeconds: 600 },
};

function writeLimitsOf(env: NodeJS.ProcessEnv): Record<WriteLimitKind, WriteLimitConfig> {
  const entries = (Object.keys(WRITE_LIMITS) as WriteLimitKind[]).map((kind) => {
    const { prefix, recipientName, perAddress, perRecipient, windowSeconds } = WRITE_LIMITS[kind];
    const limit: WriteLimitConfig = {
      perAddress: parsePositiveInt(env[`${prefix}_RATE_LIMIT`] ?? String(perAddress), `${prefix}_RATE_LIMIT`),
      perRecipient: parsePositiveInt(env[recipientName] ?? String(perRecipient), recipientName),
      windowSeconds: parsePositiveInt(env[`${prefix}_RATE_WINDOW_SECONDS`] ?? String(windowSeconds), `${prefix}_RATE_WINDOW_SECONDS`),
    };
    return [kind, limit] as const;
  });
  return Object.fromEntries(entries) as Record<WriteLimitKind, WriteLimitConfig>;
}

/** Issue 7: who may call the API from where, GraphQL's limits and the login throttle. */
export interface SecurityConfig {
  /**
   * CORS_ORIGINS: comma-separated origins (https://agency.example) whose pages may call the API from a
   * browser. Empty (the default): same origin only, which is how the app itself is served.
   */
  readonly corsOrigins: readonly string[];
  /**
   * TRUST_PROXY: Express's "trust proxy" (a hop count such as 1, or addresses/subnets, comma-separated).
   * Set it behind a load balancer so client addresses (rate limits, login throttle, logs) come from
   * X-Forwarded-For; unset (false) means the socket's address, which nobody can forge.
   */
  readonly trustProxy: false | number | readonly string[];
  readonly graphql: GraphqlLimitsConfig;
  readonly loginThrottle: LoginThrottleConfig;
  readonly registrationThrottle: RegistrationThrottleConfig;
}

/** Photo uploads: image work is CPU-heavy, so it is bounded per process and per account. */
export interface UploadLimitsConfig {
  /** UPLOAD_CONCURRENCY (half the cores, at least 1): photos decoded and re-encoded at once per process. */
  readonly concurrency: number;
  /** UPLOAD_QUEUE_MAX (8): uploads waiting for a turn; more answer 503 with Retry-After. */
  readonly maxWaiting: number;
  /** UPLOAD_RATE_PER_ACCOUNT (30): uploads one account may make per window; more answer 429. */
  readonly perAccount: number;
  /** UPLOAD_RATE_WINDOW_SECONDS (600). */
  readonly windowSeconds: number;
}

/**
 * Registrations (customer accounts and Register Hotel) per client address: each answer may say that a
 * username or e-mail is taken, so how many an address may ask is bounded like sign-in guesses.
 */
export interface RegistrationThrottleConfig {
  /** REGISTER_MAX_PER_ADDRESS (10): registration attempts from one address in the window. */
  readonly maxPerAddress: number;
  /** REGISTER_WINDOW_SECONDS (3600): the sliding window. */
  readonly windowSeconds: number;
}

export interface GraphqlLimitsConfig {
  /** GRAPHQL_INTROSPECTION=on|off: schema introspection; default on outside production, off in production. */
  readonly introspection: boolean;
  /** GRAPHQL_IDE=on|off: the bundled GraphiQL page at /graphiql; default on outside production, off in production. */
  readonly ide: boolean;
  /** GRAPHQL_MAX_DEPTH (12): deepest field nesting of an operation. */
  readonly maxDepth: number;
  /** GRAPHQL_MAX_COST (5000): estimated cost of an operation (fields × list sizes). */
  readonly maxCost: number;
  /** GRAPHQL_MAX_ALIASES (15): aliases in one operation (each alias is another resolver run). */
  readonly maxAliases: number;
  /** GRAPHQL_MAX_TOKENS (3000): size of the operation text in GraphQL tokens. */
  readonly maxTokens: number;
}

export interface LoginThrottleConfig {
  /**
   * LOGIN_MAX_FAILURES_PER_USERNAME (10): the username's ceiling, failures from anywhere in the window. Past
   * it, addresses that failed on this username are refused, others are slowed down, never refused (so an
   * attacker cannot lock the owner out).
   */
  readonly maxPerUsername: number;
  /** LOGIN_MAX_FAILURES_PER_ADDRESS (20): failed sign-ins from one client address in the window, any username. */
  readonly maxPerAddress: number;
  /** LOGIN_THROTTLE_WINDOW_SECONDS (900): the sliding window every count covers; also the longest back-off. */
  readonly windowSeconds: number;
  /** LOGIN_BACKOFF_FREE_FAILURES (3): failures of one (username, address) pair before it must wait. */
  readonly backoffFreeFailures: number;
  /** LOGIN_BACKOFF_BASE_SECONDS (2): the first wait; each further failure of the pair doubles it. */
  readonly backoffBaseSeconds: number;
  /** LOGIN_SLOW_DOWN_MS (1000): how long an attempt on a username past its ceiling waits before its check. */
  readonly slowDownMs: number;
}

/**
 * Object storage for uploaded photos (AWS S3, or MinIO, Cloudflare R2 and the like through S3_ENDPOINT).
 * Several app servers can then share the photos, which a folder on one machine cannot do.
 */
export interface S3Config {
  /** S3_BUCKET: setting it is what switches uploads to S3. */
  readonly bucket: string;
  /** S3_REGION: required with a bucket (MinIO accepts us-east-1, R2 wants auto). */
  readonly region: string;
  /** S3_ENDPOINT: the service's address for anything but AWS; unset = AWS's endpoint for the region. */
  readonly endpoint: string | undefined;
  /** S3_FORCE_PATH_STYLE=on|off (off): bucket in the path (`host/bucket/key`), as MinIO and s3rver need. */
  readonly forcePathStyle: boolean;
  /** S3_ACCESS_KEY_ID with S3_SECRET_ACCESS_KEY; unset = the SDK's default chain (AWS_* variables, profile, instance role). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
  /**
   * S3_PUBLIC_URL: where browsers can fetch the bucket's objects directly (a CDN or the bucket's public address),
   * without the trailing slash. Unset = this server streams them at /uploads/<name>.
   */
  readonly publicUrl: string | undefined;
}

export interface LoggingConfig {
  /** LOG_LEVEL: fatal, error, warn, info (default), debug, trace or silent. */
  readonly level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

export interface LifecycleConfig {
  /** SHUTDOWN_GRACE_SECONDS (10): on SIGTERM/SIGINT, how long requests in flight may take to finish. */
  readonly shutdownGraceSeconds: number;
  /** DATABASE_CONNECT_TIMEOUT_MS (2000): a request waiting longer for a database connection fails with 503. */
  readonly databaseConnectTimeoutMs: number;
  /**
   * DATABASE_STARTUP_WAIT_SECONDS (60): how long start-up keeps trying to reach PostgreSQL (a first boot
   * beside its database, a busy machine) before it gives up; each failed attempt is logged. Separate from
   * the per-request timeout above, which a blocked event loop at start-up would fire early.
   */
  readonly databaseStartupWaitSeconds: number;
  /**
   * MIGRATE_ON_START (true): apply pending migrations before serving. Several replicas behind a load
   * balancer set it to false and run the release step (server/dist/scripts/release.js) once before them:
   * a replica then only checks that the schema is current and refuses to start when it is not.
   */
  readonly migrateOnStart: boolean;
}

/**
 * The in-memory cache of anonymous catalog reads (server/src/cache). `maxAgeSeconds` also bounds how long
 * browsers and proxies may keep an anonymous catalog REST answer (`Cache-Control: public, max-age`).
 */
export interface ResponseCacheConfig {
  /** RESPONSE_CACHE=on|off (default on); off for tests that need every read to reach the database. */
  readonly enabled: boolean;
  /** RESPONSE_CACHE_TTL_SECONDS (60): the longest an answer is reused, even without a write in between. */
  readonly ttlSeconds: number;
  /** RESPONSE_CACHE_MAX_ENTRIES (1000): distinct answers kept; the least recently used go first. */
  readonly maxEntries: number;
  /** RESPONSE_CACHE_MAX_MB (64): the answers' total size; an answer over a tenth of it is never kept. */
  readonly maxMegabytes: number;
}

export interface MailConfig {
  /** smtp://user:pass@host:port (or smtps://). Unset: mails are written to the log instead of sent. */
  readonly smtpUrl: string | undefined;
  /** The From address of every mail. */
  readonly from: string;
  /** The agency's inbox: receives a mail for every new booking request, reservation and enquiry. */
  readonly agencyInbox: string;
  /** How often the mail worker looks for due mails (it is also woken right after a mail is queued). */
  readonly pollMs: number;
  /** First retry delay after a failed send; doubles per attempt, capped at 15 minutes. */
  readonly retryBaseMs: number;
  /** Attempts before a mail is marked FAILED (with the default delays: about a day of retries). */
  readonly maxAttempts: number;
  /** Run the worker in this process (off in tests that drive it by hand). */
  readonly workerEnabled: boolean;
}

/** Third-party widgets and links; each unset one shows a fallback with a contact link instead. */
export interface EmbedsConfig {
  /** /Cars: the car search widget's address (rand, Johannesburg airport, English). */
  readonly carsWidgetUrl: string | undefined;
  /** The value-for-money page's tours widget script. */
  readonly toursWidgetUrl: string | undefined;
  /** /Contact: the embedded map's address. */
  readonly contactMapUrl: string | undefined;
  /** The external hotel-booking site the Hotels and Flights menu items open in a new tab. */
  readonly externalBookingUrl: string | undefined;
}

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const databaseUrl = env.DATABASE_URL || undefined;
  const rawDataDir = env.DATA_DIR ?? 'data/pglite';
  const dataDir = rawDataDir.startsWith('memory://') ? rawDataDir : resolve(REPO_ROOT, rawDataDir);
  const demoMode = mode !== 'production' || !databaseUrl;
  const jwtSecret = jwtSecretOf(env.JWT_SECRET, mode, dataDir);
  return {
    env: mode,
    port: parsePort(env.PORT ?? '3000'),
    databaseUrl,
    dataDir,
    jwtSecret,
    jwtExpiresInSeconds: parsePositiveInt(env.JWT_EXPIRES_IN_SECONDS ?? String(8 * 60 * 60), 'JWT_EXPIRES_IN_SECONDS'),
    seedOnStart: env.SEED_ON_START ? env.SEED_ON_START === 'true' : demoMode,
    demoMode,
    seedDemoUsers: env.SEED_DEMO_USERS ? env.SEED_DEMO_USERS === 'true' : demoMode,
    webDist: env.WEB_DIST === '' ? undefined : resolve(REPO_ROOT, env.WEB_DIST ?? 'web/dist'),
    uploadsDir: uploadsDirOf(env.UPLOADS_DIR, dataDir),
    s3: s3ConfigOf(env),
    publicSiteUrl: optionalOrigin(env.PUBLIC_SITE_URL, 'PUBLIC_SITE_URL') ?? `http://localhost:${parsePort(env.PORT ?? '3000')}`,
    vatPercent: parsePercent(env.VAT_PERCENT ?? '15', 'VAT_PERCENT'),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM ?? 'Ubuntu Horizons Travel <bookings@ubuntuhorizons.co.za>',
      agencyInbox: env.AGENCY_INBOX_EMAIL ?? DEMO_AGENCY.email,
      pollMs: parsePositiveInt(env.MAIL_POLL_MS ?? '5000', 'MAIL_POLL_MS'),
      retryBaseMs: parsePositiveInt(env.MAIL_RETRY_BASE_MS ?? '30000', 'MAIL_RETRY_BASE_MS'),
      maxAttempts: parsePositiveInt(env.MAIL_MAX_ATTEMPTS ?? '100', 'MAIL_MAX_ATTEMPTS'),
      workerEnabled: env.MAIL_WORKER ? env.MAIL_WORKER === 'true' : mode !== 'test',
    },
    agency: agencyConfigOf(env),
    uploadLimits: {
      // Half the cores: the other half keeps answering everyone else while photos are processed.
      concurrency: parsePositiveInt(env.UPLOAD_CONCURRENCY ?? String(Math.max(1, Math.floor(availableParallelism() / 2))), 'UPLOAD_CONCURRENCY'),
      maxWaiting: parsePositiveInt(env.UPLOAD_QUEUE_MAX ?? '8', 'UPLOAD_QUEUE_MAX'),
      perAccount: parsePositiveInt(env.UPLOAD_RATE_PER_ACCOUNT ?? '30', 'UPLOAD_RATE_PER_ACCOUNT'),
      windowSeconds: parsePositiveInt(env.UPLOAD_RATE_WINDOW_SECONDS ?? '600', 'UPLOAD_RATE_WINDOW_SECONDS'),
    },
    writeLimits: writeLimitsOf(env),
    embeds: {
      carsWidgetUrl: optionalUrl(env.CARS_WIDGET_URL, 'CARS_WIDGET_URL'),
      toursWidgetUrl: optionalUrl(env.TOURS_WIDGET_URL, 'TOURS_WIDGET_URL'),
      contactMapUrl: optionalUrl(env.CONTACT_MAP_URL, 'CONTACT_MAP_URL'),
      externalBookingUrl: optionalUrl(env.EXTERNAL_BOOKING_URL, 'EXTERNAL_BOOKING_URL'),
    },
    responseCache: {
      enabled: onOff(env.RESPONSE_CACHE ?? 'on', 'RESPONSE_CACHE'),
      ttlSeconds: parsePositiveInt(env.RESPONSE_CACHE_TTL_SECONDS ?? '60', 'RESPONSE_CACHE_TTL_SECONDS'),
      maxEntries: parsePositiveInt(env.RESPONSE_CACHE_MAX_ENTRIES ?? '1000', 'RESPONSE_CACHE_MAX_ENTRIES'),
      maxMegabytes: parsePositiveInt(env.RESPONSE_CACHE_MAX_MB ?? '64', 'RESPONSE_CACHE_MAX_MB'),
    },
    stayPricesMaxMegabytes: parsePositiveInt(env.STAY_PRICES_MAX_MB ?? '128', 'STAY_PRICES_MAX_MB'),
    fastPath: onOff(env.FAST_PATH ?? 'on', 'FAST_PATH'),
    redisUrl: optionalRedisUrl(env.REDIS_URL),
    security: {
      corsOrigins: originList(env.CORS_ORIGINS ?? ''),
      trustProxy: trustProxyOf(env.TRUST_PROXY ?? ''),
      graphql: {
        introspection: onOff(env.GRAPHQL_INTROSPECTION ?? (mode === 'production' ? 'off' : 'on'), 'GRAPHQL_INTROSPECTION'),
        ide: onOff(env.GRAPHQL_IDE ?? (mode === 'production' ? 'off' : 'on'), 'GRAPHQL_IDE'),
        maxDepth: parsePositiveInt(env.GRAPHQL_MAX_DEPTH ?? '12', 'GRAPHQL_MAX_DEPTH'),
        maxCost: parsePositiveInt(env.GRAPHQL_MAX_COST ?? '5000', 'GRAPHQL_MAX_COST'),
        maxAliases: parsePositiveInt(env.GRAPHQL_MAX_ALIASES ?? '15', 'GRAPHQL_MAX_ALIASES'),
        maxTokens: parsePositiveInt(env.GRAPHQL_MAX_TOKENS ?? '3000', 'GRAPHQL_MAX_TOKENS'),
      },
      loginThrottle: {
        maxPerUsername: parsePositiveInt(env.LOGIN_MAX_FAILURES_PER_USERNAME ?? '10', 'LOGIN_MAX_FAILURES_PER_USERNAME'),
        maxPerAddress: parsePositiveInt(env.LOGIN_MAX_FAILURES_PER_ADDRESS ?? '20', 'LOGIN_MAX_FAILURES_PER_ADDRESS'),
        windowSeconds: parsePositiveInt(env.LOGIN_THROTTLE_WINDOW_SECONDS ?? '900', 'LOGIN_THROTTLE_WINDOW_SECONDS'),
        backoffFreeFailures: parsePositiveInt(env.LOGIN_BACKOFF_FREE_FAILURES ?? '3', 'LOGIN_BACKOFF_FREE_FAILURES'),
        backoffBaseSeconds: parsePositiveInt(env.LOGIN_BACKOFF_BASE_SECONDS ?? '2', 'LOGIN_BACKOFF_BASE_SECONDS'),
        slowDownMs: parsePositiveInt(env.LOGIN_SLOW_DOWN_MS ?? '1000', 'LOGIN_SLOW_DOWN_MS'),
      },
      registrationThrottle: {
        maxPerAddress: parsePositiveInt(env.REGISTER_MAX_PER_ADDRESS ?? '10', 'REGISTER_MAX_PER_ADDRESS'),
        windowSeconds: parsePositiveInt(env.REGISTER_WINDOW_SECONDS ?? '3600', 'REGISTER_WINDOW_SECONDS'),
      },
    },
    logging: { level: logLevelOf(env.LOG_LEVEL ?? 'info') },
    lifecycle: {
      shutdownGraceSeconds: parsePositiveInt(env.SHUTDOWN_GRACE_SECONDS ?? '10', 'SHUTDOWN_GRACE_SECONDS'),
      databaseConnectTimeoutMs: parsePositiveInt(env.DATABASE_CONNECT_TIMEOUT_MS ?? '2000', 'DATABASE_CONNECT_TIMEOUT_MS'),
      databaseStartupWaitSeconds: parsePositiveInt(env.DATABASE_STARTUP_WAIT_SECONDS ?? '60', 'DATABASE_STARTUP_WAIT_SECONDS'),
      migrateOnStart: onOff(env.MIGRATE_ON_START ?? 'true', 'MIGRATE_ON_START'),
    },
    quotePolicy: quotePolicyOf(env, mode, !databaseUrl && dataDir.startsWith('memory://')),
  };
}

/** Comma-separated http(s) origins, each normalised to scheme://host[:port]; anything else refuses to start. */
function originList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const url = URL.canParse(item) ? new URL(item) : undefined;
      if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin === 'null') {
        throw new Error(`CORS_ORIGINS must list http(s) origins separated by commas, got "${item}".`);
      }
      return url.origin;
    });
}

/** TRUST_PROXY: empty/false/off → false; a number → that many hops; else a list of addresses or subnets. */
function trustProxyOf(value: string): false | number | string[] {
  const trimmed = value.trim();
  if (['', 'false', 'off', '0'].includes(trimmed.toLowerCase())) return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
function logLevelOf(value: string): LoggingConfig['level'] {
  const level = value.trim().toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}".`);
  return level as LoggingConfig['level'];
}

/** on/off (also true/false, 1/0): a typo must not silently leave the cache in an unexpected state. */
function onOff(value: string, name: string): boolean {
  const normalized = value.trim().toLowerCase();
  if (['on', 'true', '1'].includes(normalized)) return true;
  if (['off', 'false', '0'].includes(normalized)) return false;
  throw new Error(`${name} must be on or off, got "${value}".`);
}

/** An http(s) address, or undefined when unset/empty; anything else refuses to start. */
function optionalUrl(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) address, got "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) address, got "${value}".`);
  return url.toString();
}

/** redis:// or rediss:// (TLS) with a host; a typo must refuse to start, not silently run without Redis. */
function optionalRedisUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || url.hostname === '') {
    throw new Error(`REDIS_URL must be a redis:// or rediss:// address such as redis://localhost:6379, got "${redact(value)}".`);
  }
  return value;
}

/** The address without its password, for error messages that end up in logs. */
function redact(value: string): string {
  return value.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
}

/**
 * An http(s) origin (scheme, host, port) without path, query or fragment, normalised without the trailing
 * slash; undefined when unset/empty. The web app lives at the root, so a path would only mislead.
 */
function optionalOrigin(value: string | undefined, name: string): string | undefined {
  const url = optionalUrl(value, name);
  if (url === undefined) return undefined;
  const parsed = new URL(url);
  if (parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username || parsed.password) {
    throw new Error(`${name} must be an origin such as https://www.example.co.za (no path, query or credentials), got "${value}".`);
  }
  return parsed.origin;
}

/** A throw-away database (tests) gets a throw-away folder, so no run ever writes photos into the repo. */
function uploadsDirOf(value: string | undefined, dataDir: string): string {
  if (value) return resolve(REPO_ROOT, value);
  if (dataDir.startsWith('memory://')) return join(tmpdir(), `travel-agency-uploads-${randomBytes(8).toString('hex')}`);
  return resolve(REPO_ROOT, 'data/uploads');
}

const S3_VARIABLES = ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;

/**
 * S3 storage when S3_BUCKET is set. A half-done configuration refuses to start rather than quietly storing
 * photos on one machine's disk: with several app servers that would lose photos to whichever server did not
 * take the upload, and nobody would notice until a visitor did.
 */
function s3ConfigOf(env: NodeJS.ProcessEnv): S3Config | undefined {
  const value = (name: (typeof S3_VARIABLES)[number]) => env[name]?.trim() || undefined;
  const bucket = value('S3_BUCKET');
  if (!bucket) {
    const stray = S3_VARIABLES.filter((name) => value(name) !== undefined);
    if (stray.length > 0) {
      throw new Error(`${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not: set S3_BUCKET to store uploads in S3, or remove the S3_* settings to keep them in UPLOADS_DIR.`);
    }
    return undefined;
  }
  // S3's rules (3–63 characters, no slashes) loosened for older buckets and other services; what matters here is
  // that the name cannot carry a path or a host into the request.
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{1,253}[A-Za-z0-9]$/.test(bucket)) {
    throw new Error(`S3_BUCKET must be a bucket name (letters, digits, dots, hyphens), got "${bucket}".`);
  }
  const region = value('S3_REGION');
  if (!region) throw new Error('S3_REGION must be set with S3_BUCKET (e.g. af-south-1; us-east-1 for MinIO, auto for Cloudflare R2).');
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the AWS SDK\'s default credentials).');
  }
  return {
    bucket,
    region,
    endpoint: optionalUrl(value('S3_ENDPOINT'), 'S3_ENDPOINT'),
    forcePathStyle: onOff(value('S3_FORCE_PATH_STYLE') ?? 'off', 'S3_FORCE_PATH_STYLE'),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    publicUrl: publicBaseUrl(value('S3_PUBLIC_URL')),
  };
}

/** S3_PUBLIC_URL: an http(s) base address, path allowed (a CDN may serve the bucket under /photos), no query. */
function publicBaseUrl(value: string | undefined): string | undefined {
  const url = optionalUrl(value, 'S3_PUBLIC_URL');
  if (url === undefined) return undefined;
  const parsed = new URL(url);
  if (parsed.search || parsed.hash || parsed.username || parsed.password) {
    throw new Error(`S3_PUBLIC_URL must be a base address such as https://cdn.example.co.za/photos (no query or credentials), got "${value}".`);
  }
  return parsed.toString().replace(/\/+$/, '');
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${value}".`);
  return port;
}

function parsePositiveInt(value: string, name: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}".`);
  return n;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/**
 * The token signing key. In production it must come from JWT_SECRET, whatever the database: a key the
 * server made up itself is one nobody chose, backs up or rotates, and a guessable one lets anyone mint
 * an admin token. `npm start` (the laptop demo) passes one it keeps in data/jwt-secret (scripts/start.mjs).
 */
function jwtSecretOf(value: string | undefined, mode: AppConfig['env'], dataDir: string): string {
  if (value === undefined || value === '') {
    if (mode !== 'production') return localJwtSecret(dataDir);
    throw new Error('JWT_SECRET must be set in production (at least 32 characters, e.g. `openssl rand -hex 32`); `npm start` sets one for the embedded database.');
  }
  if (value.length < 32) throw new Error(`JWT_SECRET must be at least 32 characters, got ${value.length}.`);
  return value;
}

/**
 * Outside production (development, tests) without JWT_SECRET: a random key made once and kept beside the
 * embedded database, so a developer's tokens survive restarts; a throw-away database gets a throw-away key.
 * scripts/start.mjs does the same for `npm start`, in the same file.
 */
function localJwtSecret(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return randomBytes(32).toString('hex');
  const file = resolve(dirname(dataDir), 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A whole percentage 0..100 (VAT_PERCENT). */
function parsePercent(value: string, name: string): number {
  const n = Number(value);
  if (!/^\d{1,3}$/.test(value.trim()) || !Number.isInteger(n) || n < 0 || n > 100) throw new Error(`${name} must be a whole percentage from 0 to 100, got "${value}".`);
  return n;
}
