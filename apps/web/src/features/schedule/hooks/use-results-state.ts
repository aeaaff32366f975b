import { useCallback, useState } from 'react';
import type { ScheduleResults } from '@linksight/api-contract';
import { fallBackFromEmptyFeatured, type ResultsState, type ScheduleSelection } from '@linksight/golf-core';
import { useScheduleResults } from '../api/schedule-api';
import { openingResultsState, resultsRequest } from '../utils/schedule-view';

type Selection = {
  selection: ScheduleSelection;
  wasStored: boolean;
  update: (change: Partial<ScheduleSelection>) => void;
};

const sameState = (a: ResultsState, b: ResultsState) => JSON.stringify(a) === JSON.stringify(b);

/**
 * My Results' state (spec 3 §4 Favorites view) and its data. The state is kept in the session selection
 * (timeframe, threshold, the view chosen per account); after an answer the API's resolved threshold
 * (−1 → average + 6) is kept, and an empty Featured view not chosen this session falls back to Score
 * (golf-core `fallBackFromEmptyFeatured`).
 */
export function useResultsState(
  accountId: number,
  { selection, wasStored, update }: Selection,
  enabled: boolean,
) {
  const [state, setState] = useState(() => openingResultsState(selection, accountId, wasStored));
  const isViewChosen = String(accountId) in selection.favoritesViewByAccount;

  const change = useCallback(
    (next: ResultsState, options: { isViewChoice?: boolean } = {}) => {
      setState(next);
      update({
        timeframe: next.timeframe,
        scoreThreshold: next.threshold,
        ...(options.isViewChoice
          ? {
              favoritesViewByAccount: { ...selection.favoritesViewByAccount, [String(accountId)]: next.view },
            }
          : {}),
      });
    },
    [update, selection.favoritesViewByAccount, accountId],
  );

  const query = useScheduleResults(accountId, resultsRequest(state), enabled);
  const data: ScheduleResults | undefined = query.data;
  const isFresh = data !== undefined && !query.isPlaceholderData;

  // Adjusted while rendering (React's pattern for state derived from a new answer): once per answer.
  const [seen, setSeen] = useState<ScheduleResults | undefined>(undefined);
  if (isFresh && data !== seen) {
    setSeen(data);
    const fallback = fallBackFromEmptyFeatured(state, data.featuredCounts, isViewChosen);
    if (fallback !== state) change(fallback);
    else if (!sameState(data.state, resultsRequest(state))) change({ ...data.state });
  }

  return { state, change, query };
}
