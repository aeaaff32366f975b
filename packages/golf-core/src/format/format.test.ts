import { describe, expect, it } from 'vitest';
import { countText } from './count';
import { fullName } from './name';
import { formatAverageVsPar, formatScoreVsPar, formatSignedDecimal, roundTo, wholePercent } from './score';
import { formatDateSpan, formatLongDate, formatShortDate, formatUsDate } from './date';
import { externalHref } from './link';
import { extractVideoId, videoEmbedUrl } from './video';

describe('countText', () => {
  it('writes one in the singular and any other count in the plural', () => {
    expect(countText(1, 'round')).toBe('1 round');
    expect(countText(0, 'round')).toBe('0 rounds');
    expect(countText(73, 'round')).toBe('73 rounds');
    expect(countText(2, 'match', 'matches')).toBe('2 matches');
  });
});

describe('formatScoreVsPar', () => {
  it.each([
    [0, 'E'],
    [3, '+3'],
    [-2, '-2'],
    [1.25, '+1.3'],
    [-0.44, '-0.4'],
    [0.04, 'E'],
  ])('%d → %s', (n, text) => expect(formatScoreVsPar(n)).toBe(text));
});

describe('formatAverageVsPar', () => {
  it.each([
    [0, 'E'],
    [0.04, 'E'],
    [-0.04, 'E'],
    [6, '+6.0'],
    [5.25, '+5.3'],
    [-2, '-2.0'],
    [-0.25, '-0.3'],
  ])('%d → %s (an average keeps its decimal)', (n, text) => expect(formatAverageVsPar(n)).toBe(text));
});

describe('roundTo and wholePercent', () => {
  it('rounds half away from zero', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(0, 1)).toBe(0);
  });
  it('gives a whole percent or null for no total', () => {
    expect(wholePercent(1, 3)).toBe(33);
    expect(wholePercent(2, 3)).toBe(67);
    expect(wholePercent(0, 0)).toBeNull();
  });
});

describe('fullName', () => {
  it('joins with one space and falls back to User', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({ firstName: 'Ada', lastName: '' })).toBe('Ada');
    expect(fullName({ firstName: '', lastName: 'Lovelace' })).toBe('Lovelace');
    expect(fullName({ firstName: '', lastName: '' })).toBe('User');
    expect(fullName({ firstName: null, lastName: undefined })).toBe('User');
  });
});

describe('extractVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=5', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/abcdefghijk', 'abcdefghijk'],
    ['https://youtu.be/A_b-C1d2E3f?si=x', 'A_b-C1d2E3f'],
    ['Watch: https://www.youtube.com/watch?v=dQw4w9WgXcQ on the range', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtube.com/shorts/abcdefghijk?feature=share', 'abcdefghijk'],
    ['http://youtu.be/A_b-C1d2E3f', 'A_b-C1d2E3f'],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://www.youtube.com/channel/abcdefghijk', null],
    ['https://vimeo.com/123', null],
    ['https://youtu.be/short', null],
    ['https://youtu.be/abcdefghijkl', null],
  ])('%s → %s', (url, id) => expect(extractVideoId(url)).toBe(id));
});

describe('videoEmbedUrl', () => {
  it('embeds by id on the privacy-enhanced host', () => {
    expect(videoEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });
});

describe('date formats', () => {
  it('prints MM/dd/yyyy and M/d/yy by UTC day', () => {
    expect(formatUsDate('2025-03-09T23:30:00Z')).toBe('03/09/2025');
    expect(formatUsDate('2024-12-31')).toBe('12/31/2024');
    expect(formatShortDate('2025-03-09T23:30:00Z')).toBe('3/9/25');
    expect(formatShortDate('2009-11-20')).toBe('11/20/09');
  });
  it('prints long dates and event spans', () => {
    expect(formatLongDate('2025-05-03')).toBe('May 3, 2025');
    expect(formatDateSpan('2025-05-03', '2025-05-03')).toBe('May 3, 2025');
    expect(formatDateSpan('2025-05-03', '2025-05-05')).toBe('May 3 – 5, 2025');
    expect(formatDateSpan('2025-04-30', '2025-05-01')).toBe('Apr 30 – May 1, 2025');
    expect(formatDateSpan('2024-12-30', '2025-01-02')).toBe('Dec 30, 2024 – Jan 2, 2025');
  });
});

describe('externalHref (spec 3 §5 tournament links)', () => {
  it.each([
    ['www.events.example/open', 'https://www.events.example/open'],
    ['https://events.example/a?b=1', 'https://events.example/a?b=1'],
    ['http://events.example', 'http://events.example'],
    ['  //events.example/x ', 'https://events.example/x'],
    ['javascript:alert(1)', null],
    ['mailto:a@b.example', null],
    ['mysite.com:8080/team', 'https://mysite.com:8080/team'],
    ['localhost:3000', 'https://localhost:3000'],
    ['', null],
    [null, null],
  ])('%s → %s', (url, href) => expect(externalHref(url)).toBe(href));
});

describe('formatSignedDecimal', () => {
  it.each([
    [0.416, 2, '+0.42'],
    [-1.1, 2, '-1.10'],
    [-0.004, 2, '0.00'],
    [0, 1, '0.0'],
    [2.25, 1, '+2.3'],
    [-2.25, 1, '-2.3'],
  ])('%d at %d decimals → %s', (value, decimals, text) =>
    expect(formatSignedDecimal(value, decimals)).toBe(text),
  );
});
