import { describe, expect, it } from 'vitest';
import { checkPlayerGroup, parsePlayerGroup } from './player-group';

describe('organisation player group (spec 1 §2.4)', () => {
  it('assumes All without a group', () => {
    expect(parsePlayerGroup(undefined)).toEqual({ kind: 'all' });
    expect(parsePlayerGroup('All')).toEqual({ kind: 'all' });
  });

  it('knows the Coaches keyword', () => {
    expect(parsePlayerGroup('Coaches')).toEqual({ kind: 'keyword', keyword: 'Coaches' });
    expect(checkPlayerGroup('Coaches', [1])).toEqual({ action: 'show' });
  });

  it('reads a numeric roster id', () => {
    expect(parsePlayerGroup('42')).toEqual({ kind: 'roster', rosterId: 42 });
  });

  it('shows All and a roster of the organisation', () => {
    expect(checkPlayerGroup(undefined, [1, 2])).toEqual({ action: 'show' });
    expect(checkPlayerGroup('2', [1, 2])).toEqual({ action: 'show' });
  });

  it('sends an unknown roster id back to the organisation', () => {
    expect(checkPlayerGroup('3', [1, 2])).toEqual({ action: 'redirect-to-organization' });
  });

  it('sends anything else home', () => {
    expect(checkPlayerGroup('summary', [1, 2])).toEqual({ action: 'redirect-home' });
    expect(checkPlayerGroup('-1', [1, 2])).toEqual({ action: 'redirect-home' });
  });
});
