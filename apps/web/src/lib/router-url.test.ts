import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { decodeParentheses, encodeParentheses, encodePathSegment } from './router-url';

describe('router parenthesis encoding (spec 1 §9)', () => {
  it('encodes ( and ) on output', () => {
    expect(encodeParentheses('/player/a(b)c')).toBe('/player/a%28b%29c');
  });

  it('decodes %28 and %29 on input, in either case', () => {
    expect(decodeParentheses('/player/a%28b%29c')).toBe('/player/a(b)c');
    expect(decodeParentheses('/x%28%29')).toBe('/x()');
  });

  it('round-trips', () => {
    const url = '/cgr/resume?label=Spring (2024)';
    expect(decodeParentheses(encodeParentheses(url))).toBe(url);
  });

  it('encodes a whole path segment, including parentheses encodeURIComponent leaves alone', () => {
    expect(encodePathSegment('o(k) /x')).toBe('o%28k%29%20%2Fx');
  });

  it('is applied by the URL builders', () => {
    expect(paths.profile('tom(jr)')).toBe('/player/tom%28jr%29');
    expect(paths.profile('tom(jr)', 'summary', { atRoot: true })).toBe('/tom%28jr%29/summary');
    expect(paths.organization('club(a)', 12)).toBe('/org/club%28a%29/12');
    expect(paths.search({ q: 'smith (jr)', type: 'account' })).toBe(
      '/golf/search?q=smith+%28jr%29&type=account',
    );
    expect(paths.auth.login('/dashboard?x=(1)')).toBe('/auth?returnUrl=%2Fdashboard%3Fx%3D%281%29');
  });

  it('builds the manual navigation target /player/{playerName}/dashboard (spec 1 §2.1)', () => {
    expect(paths.playerDashboard('jsmith')).toBe('/player/jsmith/dashboard');
  });
});
