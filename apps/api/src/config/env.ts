import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root, so default paths under ./data do not depend on the working directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  dataDir: string;
  databaseUrl: string | null;
  pgliteDir: string | null;
  redisUrl: string | null;
  jwtSecret: string | null;
  allowSignup: boolean;
  smsTransport: 'outbox' | 'twilio';
  smsOutboxFile: string;
  allowOutboxInProduction: boolean;
  twilio: { accountSid: string; authToken: string; from: string; baseUrl: string } | null;
  externalJwt: { issuer: string; audience: string | null; secret: string } | null;
  chromiumPath: string | null;
  pdfBrowserWsEndpoint: string | null;
  /** Where the PDF service opens the app's report pages; null = this server on 127.0.0.1:<its port>. */
  pdfRenderBaseUrl: string | null;
  /** Pages printing at once (one browser, ARCHITECTURE §6). */
  pdfPoolSize: number;
  /** PDF requests that may wait for a page; one more answers 503 with Retry-After. */
  pdfQueueMax: number;
  /** How long a PDF request may wait for a page before it answers 503 with Retry-After. */
  pdfQueueTimeoutMs: number;
  /** Longest time one report page may take to declare itself ready and print. */
  pdfRenderTimeoutMs: number;
  mapSatelliteTileUrl: string | null;
  publicBaseUrl: string;
  playerHost: string | null;
  teamHost: string | null;
  brandHost: string | null;
  /** spec 1 §9 embedded main page: the home page frames this site when set; its origin joins frame-src. */
  frontSiteUrl: string | null;
  webDistDir: string;
  mediaDir: string;
  bodyLimitBytes: number;
  rateLimitPerMinute: number;
  seedOnEmpty: boolean;
  iosStoreUrl: string;
  androidStoreUrl: string;
  /**
   * Which proxies may set X-Forwarded-For (issue 22 item 2): false (the default: the client is the TCP
   * peer), a hop count, or addresses/CIDRs (and proxy-addr's names loopback, linklocal, uniquelocal).
   */
  trustProxy: false | number | string[];
  /**
   * TLS_CERT_FILE and TLS_KEY_FILE (PEM): the server speaks HTTPS with HTTP/2 (HTTP/1.1 too, by ALPN).
   * Issue 23: over HTTP/1.1 a phone fetches a page's few dozen script chunks six at a time, a round trip each.
   */
  tls: { cert: Buffer; key: Buffer } | null;
  /** The database pool's timeouts (issue 22 item 6), all in milliseconds. */
  database: { connectTimeoutMs: number; queryTimeoutMs: number; statementTimeoutMs: number };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Reads and validates the environment, collecting one clear message per bad value (issue 2). */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const str = (name: string): string | null => {
    const v = env[name]?.trim();
    return v ? v : null;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = str(name);
    if (raw === null) return fallback;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return n;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = str(name);
    if (raw === null) return fallback;
    if (/^(true|1|yes)$/i.test(raw)) return true;
    if (/^(false|0|no)$/i.test(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };
  const oneOf = <T extends string>(name: string, values: readonly T[], fallback: T): T => {
    const raw = str(name);
    if (raw === null) return fallback;
    if ((values as readonly string[]).includes(raw)) return raw as T;
    problems.push(`${name} must be one of ${values.join(', ')} (got "${raw}")`);
    return fallback;
  };
  const url = (name: string, protocols: string[]): string | null => {
    const raw = str(name);
    if (raw === null) return null;
    try {
      const u = new URL(raw.replace('{z}', '0').replace('{x}', '0').replace('{y}', '0'));
      if (!protocols.includes(u.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      problems.push(`${name} must be a ${protocols.join(' or ')} URL (got "${raw}")`);
      return null;
    }
  };
  const dir = (name: string, fallback: string): string => path.resolve(repoRoot, str(name) ?? fallback);

  const nodeEnv = oneOf('NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const isProduction = nodeEnv === 'production';
  const dataDir = dir('DATA_DIR', 'data');
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const smsTransport = oneOf(
    'SMS_TRANSPORT',
    ['outbox', 'twilio'] as const,
    isProduction ? 'twilio' : 'outbox',
  );
  const jwtSecret = str('JWT_SECRET');
  if (jwtSecret !== null && jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters');
  if (jwtSecret === null && isProduction) problems.push('JWT_SECRET is required when NODE_ENV=production');

  const twilioSid = str('TWILIO_ACCOUNT_SID');
  const twilioToken = str('TWILIO_AUTH_TOKEN');
  const twilioFrom = str('TWILIO_FROM');
  const twilio =
    twilioSid && twilioToken && twilioFrom
      ? {
          accountSid: twilioSid,
          authToken: twilioToken,
          from: twilioFrom,
          baseUrl: url('TWILIO_BASE_URL', ['https:', 'http:']) ?? 'https://api.twilio.com',
        }
      : null;
  if (smsTransport === 'twilio' && !twilio)
    problems.push('SMS_TRANSPORT=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  const allowOutboxInProduction = bool('ALLOW_OUTBOX_IN_PRODUCTION', false);
  if (isProduction && smsTransport === 'outbox' && !allowOutboxInProduction)
    problems.push('SMS_TRANSPORT=outbox is refused in production unless ALLOW_OUTBOX_IN_PRODUCTION=true');

  const extIssuer = str('EXTERNAL_JWT_ISSUER');
  const extSecret = str('EXTERNAL_JWT_SECRET');
  if ((extIssuer === null) !== (extSecret === null))
    problems.push('EXTERNAL_JWT_ISSUER and EXTERNAL_JWT_SECRET must be set together');
  const externalJwt =
    extIssuer && extSecret
      ? { issuer: extIssuer, audience: str('EXTERNAL_JWT_AUDIENCE'), secret: extSecret }
      : null;

  const port = int('PORT', 3000, 0, 65535);
  const tls = readTls(str('TLS_CERT_FILE'), str('TLS_KEY_FILE'), problems);
  const statementTimeoutMs = int('DATABASE_STATEMENT_TIMEOUT_MS', 5_000, 100, 600_000);
  const config: Config = {
    nodeEnv,
    isProduction,
    host: str('HOST') ?? '0.0.0.0',
    port,
    logLevel: oneOf(
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const,
      nodeEnv === 'test' ? 'silent' : 'info',
    ),
    dataDir,
    databaseUrl,
    pgliteDir: databaseUrl ? null : dir('PGLITE_DIR', path.join(dataDir, 'pglite')),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    jwtSecret,
    allowSignup: bool('ALLOW_SIGNUP', true),
    smsTransport,
    smsOutboxFile: dir('SMS_OUTBOX_FILE', path.join(dataDir, 'sms-outbox.jsonl')),
    allowOutboxInProduction,
    twilio,
    externalJwt,
    chromiumPath: str('CHROMIUM_PATH'),
    pdfBrowserWsEndpoint: url('PDF_BROWSER_WS_ENDPOINT', ['ws:', 'wss:']),
    pdfRenderBaseUrl: url('PDF_RENDER_BASE_URL', ['http:', 'https:']),
    pdfPoolSize: int('PDF_POOL_SIZE', 2, 1, 32),
    pdfQueueMax: int('PDF_QUEUE_MAX', 16, 0, 10_000),
    pdfQueueTimeoutMs: int('PDF_QUEUE_TIMEOUT_MS', 20_000, 100, 600_000),
    pdfRenderTimeoutMs: int('PDF_RENDER_TIMEOUT_MS', 30_000, 1_000, 600_000),
    mapSatelliteTileUrl: url('MAP_SATELLITE_TILE_URL', ['https:', 'http:']),
    publicBaseUrl: url('PUBLIC_BASE_URL', ['https:', 'http:']) ?? `http://localhost:${port}`,
    playerHost: str('PLAYER_HOST'),
    teamHost: str('TEAM_HOST'),
    brandHost: str('BRAND_HOST'),
    frontSiteUrl: url('FRONT_SITE_URL', ['https:', 'http:']),
    webDistDir: dir('WEB_DIST_DIR', 'apps/web/dist'),
    mediaDir: dir('MEDIA_DIR', path.join(dataDir, 'media')),
    bodyLimitBytes: int('BODY_LIMIT_BYTES', 1_048_576, 1024, 50 * 1_048_576),
    rateLimitPerMinute: int('RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000),
    seedOnEmpty: bool('SEED_ON_EMPTY', true),
    iosStoreUrl: url('IOS_STORE_URL', ['https:']) ?? 'https://apps.apple.com/app/linksight-golf/id0000000000',
    androidStoreUrl:
      url('ANDROID_STORE_URL', ['https:']) ??
      'https://play.google.com/store/apps/details?id=org.linksight.golf',
    trustProxy: parseTrustProxy(str('TRUST_PROXY'), problems),
    tls,
    database: {
      connectTimeoutMs: int('DATABASE_CONNECT_TIMEOUT_MS', 3_000, 100, 600_000),
      // The client-side limit waits a little longer than the server's, so a slow statement is cancelled
      // by PostgreSQL (a clean error) before the client gives up on a silent connection.
      queryTimeoutMs: int('DATABASE_QUERY_TIMEOUT_MS', statementTimeoutMs + 1_000, 100, 600_000),
      statementTimeoutMs,
    },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** The certificate and key files, both or neither; read at start so a bad path is a clear message. */
function readTls(certFile: string | null, keyFile: string | null, problems: string[]): Config['tls'] {
  if (certFile === null && keyFile === null) return null;
  if (certFile === null || keyFile === null) {
    problems.push('TLS_CERT_FILE and TLS_KEY_FILE must be set together');
    return null;
  }
  const read = (name: string, file: string): Buffer | null => {
    const resolved = path.resolve(repoRoot, file);
    try {
      return readFileSync(resolved);
    } catch (err) {
      problems.push(
        `${name} cannot be read: ${resolved} (${(err as NodeJS.ErrnoException).code ?? 'error'})`,
      );
      return null;
    }
  };
  const cert = read('TLS_CERT_FILE', certFile);
  const key = read('TLS_KEY_FILE', keyFile);
  return cert && key ? { cert, key } : null;
}

/** proxy-addr's named ranges, accepted in TRUST_PROXY lists. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (issue 22 item 2): unset, "false" or "0" trusts nobody; a whole number trusts that many
 * hops; otherwise a comma-separated list of addresses/CIDRs. "true" (any client may choose its address)
 * is refused: every per-client limit depends on the address.
 */
function parseTrustProxy(raw: string | null, problems: string[]): false | number | string[] {
  if (raw === null || /^(false|0|no)$/i.test(raw)) return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops <= 10) return hops;
    problems.push(`TRUST_PROXY must be a hop count from 0 to 10 or a list of addresses/CIDRs (got "${raw}")`);
    return false;
  }
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (entries.length === 0 || bad.length > 0) {
    problems.push(
      `TRUST_PROXY must be a hop count or a comma-separated list of addresses/CIDRs (bad: "${bad.join(', ') || raw}")`,
    );
    return false;
  }
  return entries;
}
