import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import {
  CHART_SWITCH_KEYS,
  PERSONAL_FIELDS,
  SCHOOL_FIELDS,
  defaultResumeSettings,
  type ResumeAvailability,
} from '@linksight/golf-core';
import type { ResumeData, ResumeSettings, ResumeSettingsResponse } from '@linksight/api-contract';
import { SnackbarProvider } from '../../../components/ui/snackbar-provider';
import { RESUME_MESSAGES, useResumeBuilder } from './use-resume-builder';

/** Each preview request, answered by the test in any order. */
const requests: { settings: ResumeSettings; resolve: (d: ResumeData) => void; reject: (e: Error) => void }[] =
  [];
vi.mock('../api/post-resume-preview', () => ({
  postResumePreview: (settings: ResumeSettings) =>
    new Promise<ResumeData>((resolve, reject) => requests.push({ settings, resolve, reject })),
}));
afterEach(() => {
  requests.length = 0;
});

const on = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, true])) as Record<K, boolean>;
const AVAILABILITY: ResumeAvailability = {
  personalInformation: on(PERSONAL_FIELDS),
  schoolInformation: on(SCHOOL_FIELDS),
  charts: on(CHART_SWITCH_KEYS),
};
const SOURCES = { newsfeedItems: [], pastRounds: [], pastTournaments: [], upcomingEvents: [] };
const LOADED: ResumeSettingsResponse = {
  settings: defaultResumeSettings(7, AVAILABILITY, SOURCES, new Date('2026-01-10T00:00:00Z')),
  availability: AVAILABILITY,
  isSaved: false,
  canSave: false,
  itemsWithNotes: { newsfeedItems: [], pastRounds: [], pastTournaments: [], upcomingEvents: [] },
};
const dataNamed = (playerName: string) =>
  ({ playerName, chartAvailability: AVAILABILITY.charts }) as unknown as ResumeData;

function renderBuilder() {
  return renderHook(() => useResumeBuilder(LOADED), { wrapper: SnackbarProvider });
}

describe('useResumeBuilder (spec 2 §4, spec 1 §8)', () => {
  it('shows the newest selection’s preview even when an older answer arrives last', async () => {
    const { result } = renderBuilder();
    expect(requests).toHaveLength(1);
    await act(async () => requests[0]!.resolve(dataNamed('first')));
    act(() => result.current.update((s) => ({ ...s, coverPage: { ...s.coverPage, isSelected: false } })));
    act(() => result.current.update((s) => ({ ...s, coverPage: { ...s.coverPage, isSelected: true } })));
    expect(requests).toHaveLength(3);
    await act(async () => requests[2]!.resolve(dataNamed('newest')));
    await act(async () => requests[1]!.resolve(dataNamed('stale')));
    expect(result.current.preview?.playerName).toBe('newest');
    expect(result.current.isLoading).toBe(false);
  });

  it('restores the previous settings with the snackbar when a date range request fails', async () => {
    const { result } = renderBuilder();
    await act(async () => requests[0]!.resolve(dataNamed('first')));
    const before = result.current.settings;
    act(() =>
      result.current.changeRange('barChartsDateRange', { start: '2025-01-01', end: null, label: 'Custom' }),
    );
    expect(result.current.settings.performanceChartsPage.barChartsDateRange.label).toBe('Custom');
    await act(async () => requests[1]!.reject(new Error('500')));
    expect(result.current.settings).toEqual(before);
    expect(result.current.preview?.playerName).toBe('first');
    expect(await screen.findByText(RESUME_MESSAGES.revert)).toBeTruthy();
  });

  it('turns the charts a narrow range switched off back on when a range can draw them again', async () => {
    const { result } = renderBuilder();
    await act(async () => requests[0]!.resolve(dataNamed('first')));
    act(() =>
      result.current.update((s) => ({
        ...s,
        performanceChartsPage: { ...s.performanceChartsPage, priorRoundsChart: true },
      })),
    );
    await act(async () => requests[1]!.resolve(dataNamed('with prior')));
    const charts = () => result.current.settings.performanceChartsPage;
    const wanted = { bestRoundsChart: true, bestConsecutiveRoundsChart: true, priorRoundsChart: true };
    expect(charts()).toMatchObject(wanted);
    // Two weeks: one round, only Last 10 can be drawn.
    act(() =>
      result.current.changeRange('barChartsDateRange', { start: '2026-01-01', end: null, label: '2 weeks' }),
    );
    const fewRounds = {
      bestRoundsChart: false,
      bestConsecutiveRoundsChart: false,
      lastRoundsChart: true,
      priorRoundsChart: false,
    };
    await act(async () =>
      requests[2]!.resolve({ playerName: 'narrow', chartAvailability: fewRounds } as unknown as ResumeData),
    );
    expect(charts()).toMatchObject({
      bestRoundsChart: false,
      bestConsecutiveRoundsChart: false,
      priorRoundsChart: false,
    });
    act(() =>
      result.current.changeRange('barChartsDateRange', { start: null, end: null, label: 'Last 24 Months' }),
    );
    await act(async () => requests[3]!.resolve(dataNamed('wide')));
    expect(charts()).toMatchObject(wanted);
    expect(charts().lastRoundsChart).toBe(LOADED.settings.performanceChartsPage.lastRoundsChart);
  });

  it('Restore Defaults goes back to the first loaded settings', async () => {
    const { result } = renderBuilder();
    act(() =>
      result.current.update((s) => ({
        ...s,
        performanceChartsPage: { ...s.performanceChartsPage, lastRoundsChart: true },
      })),
    );
    act(() => result.current.restore());
    expect(result.current.settings).toEqual(LOADED.settings);
    expect(requests.at(-1)!.settings).toEqual(LOADED.settings);
  });
});
