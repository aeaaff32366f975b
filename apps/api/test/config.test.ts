import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env';

describe('configuration from the environment', () => {
  it('defaults to the embedded database and the SMS outbox outside production', () => {
    const c = loadConfig({});
    expect(c.databaseUrl).toBeNull();
    expect(c.pgliteDir).toMatch(/data[/\\]pglite$/);
    expect(c.smsTransport).toBe('outbox');
    expect(c.port).toBe(3000);
    expect(c.allowSignup).toBe(true);
    // No tiles: the shot map draws the course's own layers only (works offline).
    expect(c.mapSatelliteTileUrl).toBeNull();
  });

  it('collects one clear message per bad value', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ALLOW_SIGNUP: 'maybe',
        JWT_SECRET: 'short',
        NODE_ENV: 'staging',
        MAP_SATELLITE_TILE_URL: 'ftp://tiles.example.com/{z}/{x}/{y}',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems;
      expect(problems).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
      expect(problems).toContain('DATABASE_URL must be a postgres: or postgresql: URL (got "mysql://x")');
      expect(problems).toContain('ALLOW_SIGNUP must be true or false (got "maybe")');
      expect(problems).toContain('JWT_SECRET must be at least 32 characters');
      expect(problems).toContain('NODE_ENV must be one of development, production, test (got "staging")');
      expect(problems.some((p) => p.startsWith('MAP_SATELLITE_TILE_URL'))).toBe(true);
    }
  });

  it('refuses the outbox in production unless explicitly allowed', () => {
    const secret = 'x'.repeat(40);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, SMS_TRANSPORT: 'outbox' })).toThrow(
      /ALLOW_OUTBOX_IN_PRODUCTION/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: secret,
        SMS_TRANSPORT: 'outbox',
        ALLOW_OUTBOX_IN_PRODUCTION: 'true',
      }).smsTransport,
    ).toBe('outbox');
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(/TWILIO_ACCOUNT_SID/);
  });
});
