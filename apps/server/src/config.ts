import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_WIRE_KEY, FAIR_RULES, WIRE_KEY_PATTERN } from '@rcwb/shared';

/** Default password of the seeded demo accounts; printed at start so a new user can sign in. */
export const DEFAULT_DEMO_PASSWORD = 'Rcwb#Demo2026';

const bool = (fallback: boolean) =>
  z
    .enum(['on', 'off', 'true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'on' || v === 'true' || v === '1'));

/** Default life of a cached search: on a single node, and on nodes that share invalidation. */
export const SEARCH_CACHE_TTL_SECONDS = 30;
export const SHARED_SEARCH_CACHE_TTL_SECONDS = 600;

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  RCWB_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  RCWB_WIRE_KEY: z
    .string()
    .regex(WIRE_KEY_PATTERN, 'RCWB_WIRE_KEY must be 32 hex characters')
    .default(DEFAULT_WIRE_KEY),
  RCWB_CAPTCHA: bool(true),
  RCWB_DEMO_PASSWORD: z.string().min(8).default(DEFAULT_DEMO_PASSWORD),
  RCWB_SEED_DEMO: bool(true),
  RCWB_SITE_HOSTING_BODY: z.string().trim().max(100).default(''),
  RCWB_SITE_ICP_NUMBER: z.string().trim().max(50).default(''),
  RCWB_SITE_HOTLINE: z.string().trim().max(30).default(''),
  RCWB_ALLOW_DEMO_IN_PRODUCTION: bool(false),
  NODE_ENV: z.string().optional(),
  RCWB_SEED_DEMO_VOLUME: bool(true),
  RCWB_SESSION_IDLE_SECONDS: seconds(30 * 60),
  RCWB_SESSION_ABSOLUTE_SECONDS: seconds(12 * 60 * 60),
  RCWB_LOGIN_RATE_PER_MINUTE: z.coerce.number().int().positive().default(30),
  RCWB_COOKIE_DOMAIN: z.string().optional(),
  RCWB_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RCWB_WEB_DIST: z.string().optional(),
  RCWB_DATA_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{32}$/, 'RCWB_DATA_KEY must be 32 hex characters')
    .optional(),
  RCWB_SMS_RATE_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RCWB_PUBLIC_URL: z.string().url().optional(),
  RCWB_OIDC_PROVIDERS: z.string().optional(),
  RCWB_SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).default(5000),
  RCWB_SEARCH_CACHE_MB: z.coerce.number().int().min(0).default(64),
  RCWB_SEARCH_CACHE_TTL_SECONDS: z.coerce.number().int().positive().optional(),
  RCWB_SEARCH_CONCURRENCY: z.coerce.number().int().min(0).default(16),
  RCWB_UPLOAD_QUOTA_MB: z.coerce.number().int().positive().default(200),
  RCWB_UPLOAD_QUOTA_FILES: z.coerce.number().int().positive().default(500),
  RCWB_UPLOAD_RATE_PER_MINUTE: z.coerce.number().int().positive().default(20),
  RCWB_FILES_ORPHAN_GRACE_HOURS: z.coerce.number().positive().default(24),
  RCWB_FILES_DELETED_GRACE_HOURS: z.coerce
    .number()
    .positive()
    .default(7 * 24),
  RCWB_JOBS: bool(true),
  RCWB_TRUST_PROXY: z.string().optional(),
  RCWB_DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  RCWB_PUBLIC_RATE_PER_MINUTE: z.coerce.number().int().positive().default(120),
  RCWB_TALENT_SEARCH_RATE_PER_MINUTE: z.coerce.number().int().positive().default(30),
  RCWB_FAIR_NO_SHOW_SUSPENSION_DAYS: z.coerce.number().int().min(0).default(FAIR_RULES.noShowSuspensionDays),
  RCWB_EXPORT_EXPIRY_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  RCWB_VERIFY_RATE_PER_MINUTE: z.coerce.number().int().min(5).max(600).default(30),
  RCWB_REDIS_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^rediss?:\/\//, 'RCWB_REDIS_URL must be a redis:// or rediss:// URL')
      .optional(),
  ),
});

/**
 * RCWB_TRUST_PROXY: off (the default: X-Forwarded-For is ignored, the address is the socket's),
 * on (every hop is trusted), a number of proxy hops, or a comma-separated list of proxy addresses
 * and CIDR ranges.
 */
export type TTrustProxy = boolean | number | string;
function parseTrustProxy(value: string | undefined): TTrustProxy {
  const v = value?.trim() ?? '';
  if (['', 'off', 'false', '0'].includes(v)) return false;
  if (['on', 'true'].includes(v)) return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

/** One OpenID Connect provider of third-party sign-in (RCWB_OIDC_PROVIDERS, a JSON list). */
const ZOidcProvider = z.object({
  id: z.string().regex(/^[a-z0-9_-]{1,32}$/, 'id: 1-32 of a-z, 0-9, _ and -'),
  issuer: z.string().url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  label: z.string().min(1),
  /** Defaults to <RCWB_PUBLIC_URL>/rcwb/auth-redirect. */
  redirectUri: z.string().url().optional(),
  tokenEndpointAuthMethod: z
    .enum(['client_secret_basic', 'client_secret_post'])
    .default('client_secret_basic'),
});
export type TOidcProviderConfig = z.infer<typeof ZOidcProvider>;

function parseOidcProviders(json: string | undefined): TOidcProviderConfig[] {
  if (!json?.trim()) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('Invalid configuration:\n  RCWB_OIDC_PROVIDERS: not valid JSON');
  }
  const parsed = z.array(ZOidcProvider).safeParse(value);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  RCWB_OIDC_PROVIDERS.${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const ids = parsed.data.map((p) => p.id);
  if (new Set(ids).size !== ids.length)
    throw new Error('Invalid configuration:\n  RCWB_OIDC_PROVIDERS: duplicate id');
  return parsed.data;
}

export type TConfig = {
  port: number;
  host: string;
  dataDir: string;
  /** External PostgreSQL; when absent the embedded server under dataDir is used. */
  databaseUrl: string | undefined;
  wireKey: string;
  captchaEnabled: boolean;
  demoPassword: string;
  /**
   * Demo mode (RCWB_SEED_DEMO, on by default for the quick start): demo accounts with the one
   * published password, SMS codes readable in the outbox, a notice in the log and the page footer.
   */
  seedDemo: boolean;
  /**
   * What the page footer names (a government site must): the body that runs the service, its ICP
   * filing number and the service hotline; each shown only when set.
   */
  site: { hostingBody: string; icpNumber: string; hotline: string };
  /** Bulk demo data (hundreds of organisations, thousands of postings) on top of the demo accounts. */
  seedDemoVolume: boolean;
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  loginRatePerMinute: number;
  cookieDomain: string | undefined;
  logLevel: string;
  /** Built web app served at /rcwb/. */
  webDist: string;
  filesDir: string;
  /** SM4 key (32 hex) of personal data at rest; when absent, <dataDir>/secrets/data.key is used. */
  dataKey: string | undefined;
  /** SMS code requests allowed per IP address per minute. */
  smsRatePerMinute: number;
  /** Origin of the portal as browsers reach it (third-party sign-in redirect). */
  publicUrl: string;
  oidcProviders: TOidcProviderConfig[];
  /**
   * The public job search's in-process cache: most entries (0 = off) and megabytes kept, and how
   * long an entry may be served. Index writes drop what they make stale at once on this node, and
   * on every node when they share Redis; the TTL bounds staleness across nodes without it.
   */
  searchCache: { maxEntries: number; maxBytes: number; ttlMs: number };
  /** Most public-search statements run at once on this node (0 = no limit). */
  searchConcurrency: number;
  /**
   * Upload limits (docs/security/files.md): what one account may hold on disk (bytes and files,
   * soft-deleted files included until the clean-up removes them), uploads per account per minute,
   * and how long an unreferenced or deleted file is kept before the clean-up job removes it.
   */
  uploads: {
    quotaBytes: number;
    quotaFiles: number;
    ratePerMinute: number;
    orphanGraceMs: number;
    deletedGraceMs: number;
  };
  /** Background jobs (core/jobs): off only where a process must not run them (tests, tools). */
  jobsEnabled: boolean;
  /** Which proxies' X-Forwarded-For is believed (docs/security/transport.md). */
  trustProxy: TTrustProxy;
  /** Longest a statement of the application's pool may run, in ms (0 = no limit). */
  statementTimeoutMs: number;
  /** Calls per minute of each public list by one address (signed-in callers get four times as many). */
  publicRatePerMinute: number;
  /** Public talent searches per minute by one address (signed-in callers get four times as many). */
  talentSearchRatePerMinute: number;
  /** Days an organisation may not book booths after it failed to turn up at a fair (0 = no suspension). */
  fairNoShowSuspensionDays: number;
  /** Hours a finished data export stays downloadable before its file is removed. */
  exportExpiryHours: number;
  /** Document verifications (/verify) per minute by one address (signed-in callers get twice as many). */
  verifyRatePerMinute: number;
  /**
   * Redis shared by the nodes of a deployment (rate limits, duplicate-submit guard, live messages,
   * cache invalidation); absent: a single node keeping that state in process.
   */
  redisUrl: string | undefined;
};

/** Parses the environment once at boot; nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<TConfig> = {}): TConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Demo accounts share a published password: a production deployment must not have them by
  // accident (the quick start's default), only when asked for in so many words.
  if (e.NODE_ENV === 'production' && e.RCWB_SEED_DEMO && !e.RCWB_ALLOW_DEMO_IN_PRODUCTION)
    throw new Error(
      'Invalid configuration:\n  RCWB_SEED_DEMO: demo mode (accounts with a published password) is refused when ' +
        'NODE_ENV=production; set RCWB_SEED_DEMO=off (and create the first administrator with ' +
        '`npm run admin:create`), or RCWB_ALLOW_DEMO_IN_PRODUCTION=on for a public demonstration',
    );
  const dataDir = path.resolve(e.RCWB_DATA_DIR);
  const config: TConfig = {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    wireKey: e.RCWB_WIRE_KEY.toLowerCase(),
    captchaEnabled: e.RCWB_CAPTCHA,
    demoPassword: e.RCWB_DEMO_PASSWORD,
    seedDemo: e.RCWB_SEED_DEMO,
    site: {
      hostingBody: e.RCWB_SITE_HOSTING_BODY,
      icpNumber: e.RCWB_SITE_ICP_NUMBER,
      hotline: e.RCWB_SITE_HOTLINE,
    },
    seedDemoVolume: e.RCWB_SEED_DEMO_VOLUME,
    sessionIdleSeconds: e.RCWB_SESSION_IDLE_SECONDS,
    sessionAbsoluteSeconds: e.RCWB_SESSION_ABSOLUTE_SECONDS,
    loginRatePerMinute: e.RCWB_LOGIN_RATE_PER_MINUTE,
    cookieDomain: e.RCWB_COOKIE_DOMAIN,
    logLevel: e.RCWB_LOG_LEVEL,
    webDist: path.resolve(e.RCWB_WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    filesDir: path.join(dataDir, 'files'),
    dataKey: e.RCWB_DATA_KEY?.toLowerCase(),
    smsRatePerMinute: e.RCWB_SMS_RATE_PER_MINUTE,
    publicUrl: (e.RCWB_PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    oidcProviders: parseOidcProviders(e.RCWB_OIDC_PROVIDERS),
    searchCache: {
      maxEntries: e.RCWB_SEARCH_CACHE_ENTRIES,
      maxBytes: e.RCWB_SEARCH_CACHE_MB * 1024 * 1024,
      // Nodes sharing Redis drop stale entries at once, so they keep them longer by default.
      ttlMs:
        (e.RCWB_SEARCH_CACHE_TTL_SECONDS ??
          (e.RCWB_REDIS_URL ? SHARED_SEARCH_CACHE_TTL_SECONDS : SEARCH_CACHE_TTL_SECONDS)) * 1000,
    },
    searchConcurrency: e.RCWB_SEARCH_CONCURRENCY,
    uploads: {
      quotaBytes: e.RCWB_UPLOAD_QUOTA_MB * 1024 * 1024,
      quotaFiles: e.RCWB_UPLOAD_QUOTA_FILES,
      ratePerMinute: e.RCWB_UPLOAD_RATE_PER_MINUTE,
      orphanGraceMs: e.RCWB_FILES_ORPHAN_GRACE_HOURS * 3600_000,
      deletedGraceMs: e.RCWB_FILES_DELETED_GRACE_HOURS * 3600_000,
    },
    jobsEnabled: e.RCWB_JOBS,
    trustProxy: parseTrustProxy(e.RCWB_TRUST_PROXY),
    statementTimeoutMs: e.RCWB_DB_STATEMENT_TIMEOUT_MS,
    publicRatePerMinute: e.RCWB_PUBLIC_RATE_PER_MINUTE,
    talentSearchRatePerMinute: e.RCWB_TALENT_SEARCH_RATE_PER_MINUTE,
    fairNoShowSuspensionDays: e.RCWB_FAIR_NO_SHOW_SUSPENSION_DAYS,
    exportExpiryHours: e.RCWB_EXPORT_EXPIRY_HOURS,
    verifyRatePerMinute: e.RCWB_VERIFY_RATE_PER_MINUTE,
    redisUrl: e.RCWB_REDIS_URL,
  };
  return { ...config, ...overrides };
}
