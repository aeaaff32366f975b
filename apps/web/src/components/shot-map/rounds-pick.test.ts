import { describe, expect, it } from 'vitest';
import { isPicked, roundsBeingMapped, roundsButtonLabel, shownRoundIds, togglePick } from './rounds-pick';

const all = [1, 2, 3];

describe('rounds picker (spec 3 §4)', () => {
  it('leaves the rest selected when one is unchecked from all', () => {
    expect(togglePick('all', 2, all)).toEqual([1, 3]);
    expect(isPicked('all', 99)).toBe(true);
  });
  it('becomes all when every box is checked again', () => {
    expect(togglePick([1, 3], 2, all)).toBe('all');
    expect(togglePick([1], 3, all)).toEqual([1, 3]);
    expect(togglePick([1, 3], 3, all)).toEqual([1]);
  });
  it('always draws the focused round', () => {
    expect(shownRoundIds([], all, 2)).toEqual([2]);
    expect(shownRoundIds([3], all, 2)).toEqual([2, 3]);
    expect(shownRoundIds('all', all, 2)).toEqual(all);
  });
  it('labels the button and the dialog as the spec says', () => {
    expect(roundsButtonLabel('all', 3)).toBe('Showing All Rounds');
    expect(roundsButtonLabel([], 1)).toBe('Showing Focused Round');
    expect(roundsButtonLabel([1, 3], 2)).toBe('Showing 2 Rounds');
    expect(roundsBeingMapped(shownRoundIds('all', all, 1).length)).toBe('3 Rounds Being Mapped');
    expect(roundsBeingMapped(shownRoundIds([], all, 1).length)).toBe('1 Round Being Mapped');
  });
});
