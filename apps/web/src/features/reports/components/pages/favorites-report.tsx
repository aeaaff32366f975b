import type { FavoritesReportData } from '@linksight/api-contract';
import Typography from '@mui/material/Typography';
import { ReportKeepTogether, ReportPage } from '../../../../components/report/report-document';
import { ReportDataHeader, ReportFrame } from '../report-frame';
import { ScorecardTable } from '../parts/scorecard-table';
import { formatRoundDate, formatToPar } from '../../utils/units';

/** The player's featured rounds with their scorecards, newest first. */
export function FavoritesReport() {
  return (
    <ReportFrame<FavoritesReportData> kind="favorites">
      {(data) => (
        <ReportPage label="Favorite rounds">
          <ReportDataHeader kind="favorites" header={data.header} />
          {data.rounds.length === 0 && <Typography>The player has not featured any rounds yet.</Typography>}
          {data.rounds.map(({ round, holes }) => (
            <ReportKeepTogether key={round.roundId}>
              <Typography variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }} data-testid="favorite-round">
                {formatRoundDate(round.playedAt)} · {round.courseName}
                {round.tournamentName ? ` · ${round.tournamentName}` : ''} — {round.score ?? '–'} (
                {formatToPar(round.scoreToPar)})
              </Typography>
              <ScorecardTable holes={holes} />
            </ReportKeepTogether>
          ))}
        </ReportPage>
      )}
    </ReportFrame>
  );
}
