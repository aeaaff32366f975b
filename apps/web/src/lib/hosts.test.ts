import { afterEach, describe, expect, it } from 'vitest';
import { HOST_ORGANIZATION_META, hostOrganizationShort } from './hosts';

describe('host-mapped organisation (spec 1 §2.4)', () => {
  afterEach(() => document.head.querySelector(`meta[name="${HOST_ORGANIZATION_META}"]`)?.remove());

  it('is null on a host without a mapping', () => {
    expect(hostOrganizationShort()).toBeNull();
  });

  it('reads the organisation the server named in index.html', () => {
    const meta = document.createElement('meta');
    meta.name = HOST_ORGANIZATION_META;
    meta.content = 'pinecrest';
    document.head.append(meta);
    expect(hostOrganizationShort()).toBe('pinecrest');
  });
});
