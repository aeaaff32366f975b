import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ScheduleReportData, ScheduleReportRequest } from '@linksight/api-contract';
import {
  countText,
  defaultScheduleReportOptions,
  FAVORITES_VIEW_FEATURED,
  formatDaysBetween,
  formatLongDate,
} from '@linksight/golf-core';
import {
  ReportDocument,
  ReportKeepTogether,
  ReportPage,
} from '../../../../components/report/report-document';
import { ReportHeader } from '../../../../components/report/report-header';
import { useReportReady } from '../../../../lib/report-ready';
import { useReportSnapshot } from '../../../../lib/report-snapshot';
import { useScheduleReportData } from '../../api/report-data';
import { HistoricalTable } from '../historical-table';
import { BestMetrics, HistoricalMetrics, ResultRoundsTable } from '../results-tables';
import { UpcomingTables } from '../upcoming-tables';
import { ReportState } from './report-state';
import { NEEDS_PLAYER } from '../../../../components/report/report-messages';

const TITLE = 'Player Schedule';
type Payload = ScheduleReportRequest & { accountId?: number };

const toId = (value: string | null): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** `?hash=`: the snapshot's request and token; `?accountId=`: golf-core's default options (Reports Preview). */
function useScheduleReportSource() {
  const [search] = useSearchParams();
  const hash = search.get('hash');
  const snapshot = useReportSnapshot<Payload>(hash);
  if (hash !== null) {
    const payload = snapshot.data?.payload;
    const request: ScheduleReportRequest | null = payload
      ? (({ accountId: _ignored, ...rest }) => rest)(payload)
      : null;
    return {
      accountId: snapshot.data?.accountId ?? payload?.accountId ?? null,
      request,
      error: snapshot.error,
    };
  }
  const accountId = toId(search.get('accountId'));
  return {
    accountId,
    request: { ...defaultScheduleReportOptions(), timeZoneOffsetMinutes: new Date().getTimezoneOffset() },
    error: accountId === null ? new Error(NEEDS_PLAYER) : null,
  };
}

function Figures({ data }: { data: NonNullable<ScheduleReportData['upcoming']>['metrics'] }) {
  const items = [
    ['Events', data.count],
    ['Confirmed', data.confirmed],
    ['Considering', data.considering],
    ['Rounds', data.rounds],
    ['Shortest days between', formatDaysBetween(data.shortestDaysBetween)],
  ] as const;
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mb: 2 }}>
      {items.map(([label, value]) => (
        <Typography key={label} variant="body2">
          {label}: <strong>{value}</strong>
        </Typography>
      ))}
    </Box>
  );
}

/**
 * Grouped by events, the report lists tournaments, not the rounds its Best Metrics average: it says which
 * rounds they are (an outside audit read "Score 75.3 … over the rounds listed" beside tournaments whose
 * rounds averaged 78.4; the 75.3 was My Featured Rounds', with a practice 68).
 */
function unlistedRoundsNote(data: ScheduleReportData): string {
  const count = data.past?.bestMetrics?.recordCount ?? 0;
  const rounds =
    data.request.favoritesView === FAVORITES_VIEW_FEATURED
      ? countText(count, 'featured round')
      : `${countText(count, 'round')} within the score threshold`;
  return `Averages per round over the ${rounds} of this timeframe (My Results), which this report does not list.`;
}

function SchedulePages({ data }: { data: ScheduleReportData }) {
  const extraNames = data.extraPlayers.map((p) => p.playerName).join(', ');
  return (
    <>
      {data.upcoming && (
        <ReportPage label="Upcoming">
          <ReportHeader
            title={TITLE}
            playerName={data.player.playerName}
            aside={
              <Typography variant="body2" color="text.secondary">
                Upcoming as of {formatLongDate(data.today)}
              </Typography>
            }
          />
          {extraNames && (
            <Typography variant="body2" sx={{ mb: 1 }}>
              With {extraNames}
            </Typography>
          )}
          <Figures data={data.upcoming.metrics} />
          <UpcomingTables
            tables={data.upcoming.tables}
            accountId={data.player.accountId}
            hasExtraPlayers={data.extraPlayers.length > 0}
            isCompact
          />
        </ReportPage>
      )}
      {data.past && (
        <ReportPage label="Past">
          <ReportHeader
            title={TITLE}
            playerName={data.player.playerName}
            roundsLabel={data.past.timeframeLabel}
          />
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Past
          </Typography>
          {data.past.events && <HistoricalTable rows={data.past.events} isCompact />}
          {data.past.rounds && <ResultRoundsTable rounds={data.past.rounds} isCompact />}
          {data.past.bestMetrics && (
            <ReportKeepTogether>
              <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
                Best Metrics
              </Typography>
              <BestMetrics
                metrics={data.past.bestMetrics}
                highlighted={[]}
                note={data.past.rounds === null ? unlistedRoundsNote(data) : undefined}
              />
            </ReportKeepTogether>
          )}
          {data.past.historicalMetrics && (
            <ReportKeepTogether>
              <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
                Historical Metrics
              </Typography>
              <HistoricalMetrics metrics={data.past.historicalMetrics} highlighted={[]} />
            </ReportKeepTogether>
          )}
        </ReportPage>
      )}
    </>
  );
}

/**
 * `/cgr/public-player-schedule-report` (spec 2 §2; spec 3 §7 schedule PDF report): the player's schedule as
 * `report-data` arranges it with golf-core; the page only draws it and declares itself ready.
 */
export function ScheduleReportPage() {
  const source = useScheduleReportSource();
  const query = useScheduleReportData(source.error ? null : source.accountId, source.request);
  const error = source.error ?? query.error ?? undefined;
  useReportReady(query.isSuccess, error);
  return (
    <ReportDocument title={query.data ? `${query.data.player.playerName} · ${TITLE}` : TITLE}>
      {query.data && !error ? (
        <SchedulePages data={query.data} />
      ) : (
        <ReportState error={error} label="schedule report" />
      )}
    </ReportDocument>
  );
}
