import { describe, expect, it } from 'vitest';
import { LANDING_FEATURE_ORDER as PROFILE_FEATURES } from '@linksight/golf-core';
import { featurePath, getVisibleMenu } from './profile-pages';

describe('profile side menu (spec 2 §2)', () => {
  it('shows the three groups with My Apps expanded when everything is enabled', () => {
    const menu = getVisibleMenu(PROFILE_FEATURES);
    expect(menu.map((g) => [g.label, g.isExpandedByDefault])).toEqual([
      ['My Apps', true],
      ['Available Apps', false],
      ['Coming Soon', false],
    ]);
    expect(menu[0]?.items.map((i) => i.label)).toEqual(['Summary', 'Schedule', 'My Rounds', 'Player Resume']);
  });

  it('leaves out a group with no visible children and hides disabled entries', () => {
    const menu = getVisibleMenu(['summary', 'resume', 'gallery']);
    expect(menu.map((g) => g.label)).toEqual(['My Apps', 'Coming Soon']);
    expect(menu[0]?.items.map((i) => i.label)).toEqual(['Summary', 'Player Resume']);
    expect(menu[1]?.items.map((i) => i.label)).toEqual(['Swing Videos']);
  });

  it('opens the schedule on tab 0', () => {
    expect(featurePath('schedule')).toBe('schedule/0');
    expect(featurePath('stats')).toBe('stats');
  });
});
