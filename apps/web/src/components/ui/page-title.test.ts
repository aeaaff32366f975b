import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('names the page first and the product last', () => {
    expect(pageTitle(['Wes Haugen', 'Schedule'])).toBe('Wes Haugen · Schedule · Linksight');
    expect(pageTitle(['Search'])).toBe('Search · Linksight');
  });

  it('leaves out parts that are empty, such as a name still loading', () => {
    expect(pageTitle(['', 'Reports'])).toBe('Reports · Linksight');
    expect(pageTitle([null, undefined, '  ', 'My Rounds'])).toBe('My Rounds · Linksight');
    expect(pageTitle([])).toBe('Linksight');
  });
});
