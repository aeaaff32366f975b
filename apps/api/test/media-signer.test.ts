import { describe, expect, it } from 'vitest';
import { createMediaSigner } from '../src/services/media/media-signer';

const KEY = Buffer.alloc(32, 7);

describe('signed media addresses (privacy of a profile’s files)', () => {
  it('signs a stored path as its encoded address and accepts it until the end of the next day', () => {
    let now = new Date('2026-11-30T10:00:00Z');
    const signer = createMediaSigner(KEY, () => now);
    const url = signer.mediaUrl('gallery/b c.svg');
    expect(url).toMatch(/^\/media\/gallery\/b%20c\.svg\?e=\d+&s=[\w-]{32}$/);
    expect(signer.isSigned(url)).toBe(true);
    // The same address all day, so caches keep it.
    now = new Date('2026-11-30T23:59:00Z');
    expect(signer.mediaUrl('gallery/b c.svg')).toBe(url);
    now = new Date('2026-12-01T23:59:00Z');
    expect(signer.isSigned(url)).toBe(true);
    now = new Date('2026-12-02T00:00:00Z');
    expect(signer.isSigned(url)).toBe(false);
  });

  it('refuses another path, a changed expiry, another key and no signature', () => {
    const now = () => new Date('2026-11-30T10:00:00Z');
    const signer = createMediaSigner(KEY, now);
    const url = signer.mediaUrl('gallery/5-22.svg');
    expect(signer.isSigned(url.replace('5-22', '5-23'))).toBe(false);
    expect(signer.isSigned(url.replace(/e=(\d+)/, (_, d: string) => `e=${Number(d) + 30}`))).toBe(false);
    expect(createMediaSigner(Buffer.alloc(32, 8), now).isSigned(url)).toBe(false);
    expect(signer.isSigned('/media/gallery/5-22.svg')).toBe(false);
    expect(signer.isSigned(signer.sign('/api/v1/accounts/6/image'))).toBe(true);
  });
});
