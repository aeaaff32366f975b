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
  mapSatelliteTileUrl: string | null;
  publicBaseUrl: string;
  playerHost: string | null;
  teamHost: string | null;
  brandHost: string | null;
  webDistDir: string;
  mediaDir: string;
  bodyLimitBytes: number;
  rateLimitPerMinute: number;
  seedOnEmpty: boolean;
  iosStoreUrl: string;
  androidStoreUrl: string;
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
    mapSatelliteTileUrl: url('MAP_SATELLITE_TILE_URL', ['https:', 'http:']),
    publicBaseUrl: url('PUBLIC_BASE_URL', ['https:', 'http:']) ?? `http://localhost:${port}`,
    playerHost: str('PLAYER_HOST'),
    teamHost: str('TEAM_HOST'),
    brandHost: str('BRAND_HOST'),
    webDistDir: dir('WEB_DIST_DIR', 'apps/web/dist'),
    mediaDir: dir('MEDIA_DIR', path.join(dataDir, 'media')),
    bodyLimitBytes: int('BODY_LIMIT_BYTES', 1_048_576, 1024, 50 * 1_048_576),
    rateLimitPerMinute: int('RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000),
    seedOnEmpty: bool('SEED_ON_EMPTY', true),
    iosStoreUrl: url('IOS_STORE_URL', ['https:']) ?? 'https://apps.apple.com/app/linksight-golf/id0000000000',
    androidStoreUrl:
      url('ANDROID_STORE_URL', ['https:']) ??
      'https://play.google.com/store/apps/details?id=org.linksight.golf',
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
