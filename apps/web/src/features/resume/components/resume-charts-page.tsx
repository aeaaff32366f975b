import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  formatAverageVsPar,
  formatHandicapIndex,
  formatScoreVsPar,
  formatLongDate,
  formatSignedDecimal,
  SUMMARY_MIN_ROUNDS,
} from '@linksight/golf-core';
import type { ResumeData, ResumeTournament } from '@linksight/api-contract';
import { ReportHeader } from '../../../components/report/report-header';
import { capped, PRINT_LIMITS } from '../utils/print-limits';
import { ResumeBarChart } from './resume-bar-chart';
import { ResumeSection } from './resume-section';

/** A total or best round as E/+n; an average (one decimal) keeps its decimal, as formatAverageVsPar. */
const withPar = (v: { score: number; toPar: number }, digits = 0) =>
  `${v.score.toFixed(digits)} (${digits > 0 ? formatAverageVsPar(v.toPar) : formatScoreVsPar(v.toPar)})`;
const cell = { padding: '2px 6px', borderBottom: '1px solid #e5e7eb', textAlign: 'left' as const };
const num = { ...cell, textAlign: 'right' as const, whiteSpace: 'nowrap' as const };

function ResultsTable({
  rows,
}: {
  rows: {
    key: number;
    name: string;
    date: string | null;
    result: ResumeTournament | null;
    notes?: string | null;
  }[];
}) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 11 }}>
      <thead>
        <tr>
          <th style={cell}>Tournament</th>
          <th style={num}>Rounds</th>
          <th style={num}>Total</th>
          <th style={num}>Average</th>
          <th style={num}>Best</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <td style={cell}>
              {r.name}
              {r.date && <span style={{ color: '#6b7280' }}> · {formatLongDate(r.date)}</span>}
              {r.notes && <div style={{ fontStyle: 'italic', color: '#6b7280' }}>{r.notes}</div>}
            </td>
            <td style={num}>{r.result?.includedRounds.length ?? '–'}</td>
            <td style={num}>{r.result ? withPar(r.result.totalScoreWithPar) : '–'}</td>
            <td style={num}>{r.result ? withPar(r.result.averageScoreWithPar, 1) : '–'}</td>
            <td style={num}>{r.result ? withPar(r.result.bestRoundScoreWithPar) : '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** spec 2 §3 performance charts page: the four charts, tournament results, favourites, Handicap and SG. */
export function ResumeChartsPage({ data }: { data: ResumeData }) {
  const charts = [
    data.bestTenRoundsChart,
    data.bestTenConsecutiveRoundsChart,
    data.lastTenRoundsChart,
    data.priorTenRoundsChart,
  ].filter((c) => c !== null);
  const results = capped(data.barChartsTournaments, PRINT_LIMITS.chartTournaments);
  const featured = capped(data.featuredTournaments, PRINT_LIMITS.featuredTournaments);
  const h = data.handicap;
  return (
    <>
      <ReportHeader
        title="Performance"
        playerName={data.playerName}
        roundsLabel={data.barChartsDateRangeLabel}
      />
      {h && (
        <Box className="report-keep" sx={{ display: 'flex', gap: 2, mb: 1.5, alignItems: 'stretch' }}>
          <Box sx={{ bgcolor: '#f3f4f6', borderRadius: 1, px: 1.5, py: 1, minWidth: 120 }}>
            <Typography sx={{ fontSize: 10, color: 'text.secondary', textTransform: 'uppercase' }}>
              Handicap Index
            </Typography>
            <Typography sx={{ fontSize: 22, fontWeight: 700 }} data-testid="resume-handicap">
              {h.index === null ? '–' : formatHandicapIndex(h.index)}
            </Typography>
            <Typography sx={{ fontSize: 10, color: 'text.secondary' }}>WHS, {h.scoresUsed} scores</Typography>
          </Box>
          <Box sx={{ flex: 1 }}>
            <Typography sx={{ fontSize: 11, fontWeight: 700, mb: 0.5 }}>
              Strokes gained per round vs scratch
              {h.strokesGained.length > 0 && ` (${h.strokesGainedRounds} rounds)`}
            </Typography>
            {h.strokesGained.length === 0 ? (
              // The same threshold as the Summary's strokes gained card (golf-core SUMMARY_MIN_ROUNDS).
              <Typography sx={{ fontSize: 11, color: 'text.secondary' }}>
                Too few rounds: strokes gained need {SUMMARY_MIN_ROUNDS} completed 18-hole rounds tracked shot
                by shot in this date range; there{' '}
                {h.strokesGainedRounds === 1 ? 'is 1' : `are ${h.strokesGainedRounds}`}.
              </Typography>
            ) : (
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: `repeat(${h.strokesGained.length}, 1fr)`,
                  gap: 0.5,
                }}
              >
                {h.strokesGained.map((row) => (
                  <Box
                    key={row.key}
                    sx={{ textAlign: 'center', border: 1, borderColor: 'divider', borderRadius: 1, py: 0.5 }}
                  >
                    <Typography sx={{ fontSize: 10, color: 'text.secondary' }}>{row.label}</Typography>
                    <Typography sx={{ fontSize: 14, fontWeight: 700 }}>
                      {row.gained === null ? '–' : formatSignedDecimal(row.gained, 2)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        </Box>
      )}
      {charts.length === 0 ? (
        // The Handicap Index and Strokes Gained block above is a chart to the reader too.
        !h && (
          <Typography sx={{ fontSize: 12, color: 'text.secondary', mb: 1.5 }}>No charts selected.</Typography>
        )
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, mb: 1.5 }}>
          {charts.map((c) => (
            <Box key={c.kind} className="report-keep" data-testid={`resume-chart-${c.kind}`}>
              <ResumeBarChart chart={c} />
            </Box>
          ))}
        </Box>
      )}
      {results.shown.length > 0 && (
        <ResumeSection title="Tournament Results in the Charts" more={results.more}>
          <ResultsTable
            rows={results.shown.map((t) => ({
              key: t.tournamentId,
              name: t.tournamentName,
              date: t.includedRounds[0]?.dateStarted ?? null,
              result: t,
            }))}
          />
        </ResumeSection>
      )}
      {featured.shown.length > 0 && (
        <ResumeSection
          title={`Featured Tournaments · ${data.includedTournamentsDateRangeLabel}`}
          more={featured.more}
        >
          <ResultsTable
            rows={featured.shown.map((f) => ({
              key: f.tournamentId,
              name: f.name,
              date: f.dateStarted,
              result: f.result,
              notes: f.notes,
            }))}
          />
        </ResumeSection>
      )}
    </>
  );
}
