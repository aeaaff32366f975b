import { describe, expect, it } from 'vitest';
import { hasSearchQuery, normalizeSearchType, readSearchParams, toSearchParams } from './search-params';

describe('search query parameters (spec 1 §2.5)', () => {
  it('keeps account and organization', () => {
    expect(normalizeSearchType('account')).toBe('account');
    expect(normalizeSearchType('organization')).toBe('organization');
  });

  it.each([null, undefined, '', 'Organization', 'org', 'accounts', 'player'])(
    'turns %s into account',
    (value) => {
      expect(normalizeSearchType(value)).toBe('account');
    },
  );

  it('reads q and type from the address', () => {
    expect(readSearchParams(new URLSearchParams('q=smi&type=organization'))).toEqual({
      q: 'smi',
      type: 'organization',
    });
    expect(readSearchParams(new URLSearchParams('type=bogus'))).toEqual({ q: '', type: 'account' });
  });

  it('writes the type always and the query only when there is one', () => {
    expect(toSearchParams({ q: '', type: 'account' }).toString()).toBe('type=account');
    expect(toSearchParams({ q: 'ann lee', type: 'organization' }).toString()).toBe(
      'q=ann+lee&type=organization',
    );
  });

  it('gives no results without a query (spec 1 §5)', () => {
    expect(hasSearchQuery('')).toBe(false);
    expect(hasSearchQuery('   ')).toBe(false);
    expect(hasSearchQuery('a')).toBe(true);
  });
});
