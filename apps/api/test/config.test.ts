import path from 'node:path';
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
    // No front site: the home page is the built-in landing page (spec 1 §9).
    expect(c.frontSiteUrl).toBeNull();
  });

  it('reads FRONT_SITE_URL for the embedded main page frame and refuses a non-web URL', () => {
    expect(loadConfig({ FRONT_SITE_URL: 'https://www.linksight.golf/' }).frontSiteUrl).toBe(
      'https://www.linksight.golf/',
    );
    expect(() => loadConfig({ FRONT_SITE_URL: 'javascript:alert(1)' })).toThrow(/FRONT_SITE_URL must be a/);
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

  it('trusts X-Forwarded-For only through TRUST_PROXY: a hop count or addresses/CIDRs (issue 22 item 2)', () => {
    const prod = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SMS_TRANSPORT: 'outbox' };
    expect(loadConfig({ ...prod, ALLOW_OUTBOX_IN_PRODUCTION: 'true' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
      '::1',
    ]);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example.com', '11'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must be/);
  });

  it('reads the database timeouts, a few seconds by default (issue 22 item 6)', () => {
    expect(loadConfig({}).database).toEqual({
      connectTimeoutMs: 3000,
      queryTimeoutMs: 6000,
      statementTimeoutMs: 5000,
    });
    expect(
      loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '2000', DATABASE_CONNECT_TIMEOUT_MS: '500' }).database,
    ).toEqual({ connectTimeoutMs: 500, queryTimeoutMs: 3000, statementTimeoutMs: 2000 });
    expect(() => loadConfig({ DATABASE_QUERY_TIMEOUT_MS: 'soon' })).toThrow(/DATABASE_QUERY_TIMEOUT_MS/);
  });
  it('reads TLS_CERT_FILE and TLS_KEY_FILE together, with a clear message for a bad path (issue 23)', () => {
    const tlsDir = path.join(import.meta.dirname, 'fixtures/tls');
    const cert = path.join(tlsDir, 'localhost-cert.pem');
    const key = path.join(tlsDir, 'localhost-key.pem');
    expect(loadConfig({}).tls).toBeNull();
    expect(loadConfig({}).publicBaseUrl).toBe('http://localhost:3000');
    const withTls = loadConfig({ TLS_CERT_FILE: cert, TLS_KEY_FILE: key });
    expect(withTls.tls?.cert.toString('utf8')).toContain('BEGIN CERTIFICATE');
    expect(withTls.tls?.key.toString('utf8')).toContain('PRIVATE KEY');
    // HSTS only once PUBLIC_BASE_URL names an https address: a test certificate on localhost must not
    // pin the browser to https for the next `npm start` on http://localhost:3000.
    expect(withTls.publicBaseUrl).toBe('http://localhost:3000');
    expect(() => loadConfig({ TLS_CERT_FILE: cert })).toThrow(
      /TLS_CERT_FILE and TLS_KEY_FILE must be set together/,
    );
    expect(() => loadConfig({ TLS_CERT_FILE: cert, TLS_KEY_FILE: path.join(tlsDir, 'missing.pem') })).toThrow(
      /TLS_KEY_FILE cannot be read: .*missing\.pem \(ENOENT\)/,
    );
  });
});
