import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE } from '../../lib/offline';
import { describeRouteError } from './route-error';

afterEach(() => vi.unstubAllGlobals());

describe('describeRouteError', () => {
  it("says the browser is offline when a page's code could not be fetched offline", () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(describeRouteError(new TypeError('Failed to fetch dynamically imported module'))).toBe(
      OFFLINE_MESSAGE,
    );
  });

  it('keeps the general words for a failure while online', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(describeRouteError(new Error('boom'))).toBe('Something went wrong while loading this page.');
  });
});
