import { describe, expect, it } from 'vitest';
import { fullName } from './name';
import { formatScoreVsPar, roundTo, wholePercent } from './score';
import { extractVideoId } from './video';

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
    ['https://vimeo.com/123', null],
    ['https://youtu.be/short', null],
    ['https://youtu.be/abcdefghijkl', null],
  ])('%s → %s', (url, id) => expect(extractVideoId(url)).toBe(id));
});
