import { useCallback, useEffect, useRef, useState } from 'react';
import {
  applyResumeRules,
  chartWishesOf,
  updateChartWishes,
  withChartWishes,
  type ResumeAvailability,
  type ResumeSources,
} from '@linksight/golf-core';
import type { ResumeData, ResumeSettings, ResumeSettingsResponse } from '@linksight/api-contract';
import { SNACKBAR_DURATION_MS, useSnackbar } from '../../../lib/snackbar';
import { postResumePreview } from '../api/post-resume-preview';

/** spec 1 §8 resume preview messages, word for word. */
export const RESUME_MESSAGES = {
  revert: 'No data found for new date range, reverting to previous',
  loading: 'Loading resume preview...',
} as const;
/** A preview faster than this never flashes the loading snackbar. */
const LOADING_SNACKBAR_DELAY_MS = 400;

/** The lists' items as the rules need them (each builder list is the player's whole list). */
function sourcesOf(settings: ResumeSettings): ResumeSources {
  const items = (list: ResumeSettings['coverPage']['newsfeedItems']) =>
    list.options.map((o) => ({ id: o.id, name: o.name, hasNotes: true }));
  const c = settings.coverPage;
  return {
    newsfeedItems: items(c.newsfeedItems),
    pastRounds: items(c.pastRounds),
    pastTournaments: items(c.pastTournaments),
    upcomingEvents: items(c.upcomingEvents),
  };
}

/**
 * The resume builder's state (spec 2 §4, spec 1 §4.5): the settings being edited, the first loaded ones
 * (Restore Defaults), and a live preview that follows every change. Only the newest request may land
 * (older ones are aborted and ignored), the last preview stays on screen while the next loads, and a
 * date range change whose request fails restores the settings before it with the spec's snackbar.
 */
export function useResumeBuilder(loaded: ResumeSettingsResponse) {
  const snackbar = useSnackbar();
  const [settings, setSettingsState] = useState(loaded.settings);
  const [availability, setAvailabilityState] = useState<ResumeAvailability>(loaded.availability);
  const [preview, setPreview] = useState<ResumeData | null>(null);
  const [isLoading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  // The current values for callbacks (state setters stay free of side effects).
  const current = useRef({ settings: loaded.settings, availability: loaded.availability });
  const setSettings = useCallback((next: ResumeSettings) => {
    current.current.settings = next;
    setSettingsState(next);
  }, []);
  const setAvailability = useCallback((next: ResumeAvailability) => {
    current.current.availability = next;
    setAvailabilityState(next);
  }, []);
  const latest = useRef(0);
  const controller = useRef<AbortController | null>(null);
  /** The settings to go back to when this request fails (a date range change), else null. */
  const revertTo = useRef<ResumeSettings | null>(null);
  /** The chart switches the player set: a chart a range could not draw comes back with a range that can. */
  const chartWishes = useRef(chartWishesOf(loaded.settings));

  const request = useCallback(
    (next: ResumeSettings, previous: ResumeSettings | null) => {
      const id = ++latest.current;
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      revertTo.current = previous;
      setLoading(true);
      let loadingId: number | null = null;
      const timer = window.setTimeout(() => {
        loadingId = snackbar.show({
          message: RESUME_MESSAGES.loading,
          severity: 'info',
          durationMs: null,
          hasDismiss: true,
        });
      }, LOADING_SNACKBAR_DELAY_MS);
      const settle = () => {
        window.clearTimeout(timer);
        if (loadingId !== null) snackbar.dismiss(loadingId);
      };
      postResumePreview(next, abort.signal).then(
        (data) => {
          settle();
          if (id !== latest.current) return;
          setPreview(data);
          setError(null);
          setLoading(false);
          // The bar-chart range decides which charts exist: switch the missing ones off (spec 2 §4).
          const updated = { ...current.current.availability, charts: data.chartAvailability };
          setAvailability(updated);
          if (current.current.settings === next)
            setSettings(
              applyResumeRules(withChartWishes(next, chartWishes.current), updated, sourcesOf(next)),
            );
        },
        (err: unknown) => {
          settle();
          if (id !== latest.current || abort.signal.aborted) return;
          setLoading(false);
          const before = revertTo.current;
          if (before) {
            revertTo.current = null;
            setSettings(before);
            snackbar.show({
              message: RESUME_MESSAGES.revert,
              severity: 'error',
              position: { vertical: 'top', horizontal: 'center' },
              durationMs: SNACKBAR_DURATION_MS,
            });
            // The preview on screen is still the one of `before`: nothing to refetch.
            return;
          }
          setError(err);
        },
      );
    },
    [snackbar, setAvailability, setSettings],
  );

  // spec 2 §4: the preview loads after the settings, then follows every change.
  useEffect(() => {
    request(current.current.settings, null);
    return () => controller.current?.abort();
  }, [request]);

  /** Any selection change: new settings, a new preview. */
  const update = useCallback(
    (change: (s: ResumeSettings) => ResumeSettings) => {
      const before = current.current.settings;
      const next = change(before);
      chartWishes.current = updateChartWishes(chartWishes.current, before, next);
      setSettings(next);
      request(next, null);
    },
    [request, setSettings],
  );

  /** A date range change: like any change, but a failed request restores the settings before it. */
  const changeRange = useCallback(
    (
      which: 'barChartsDateRange' | 'includedTournamentsDateRange',
      range: ResumeSettings['performanceChartsPage']['barChartsDateRange'],
    ) => {
      const before = current.current.settings;
      const next = { ...before, performanceChartsPage: { ...before.performanceChartsPage, [which]: range } };
      setSettings(next);
      request(next, before);
    },
    [request, setSettings],
  );

  /** spec 2 §4 Restore Defaults: back to the first loaded settings. */
  const restore = useCallback(() => {
    chartWishes.current = chartWishesOf(loaded.settings);
    setAvailability(loaded.availability);
    setSettings(loaded.settings);
    request(loaded.settings, null);
  }, [loaded, request, setAvailability, setSettings]);

  return { settings, availability, preview, isLoading, error, update, changeRange, restore };
}
