import type { BestRoundReportData } from '@linksight/api-contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ReportKeepTogether, ReportPage } from '../../../../components/report/report-document';
import { useUnitSystem } from '../../../../lib/unit-system';
import { ReportDataHeader, ReportFrame } from '../report-frame';
import { HoleMapSvg } from '../parts/hole-map-svg';
import { KeyFigures } from '../parts/report-table';
import { ScorecardTable } from '../parts/scorecard-table';
import { StatsByCategory } from '../parts/stats-by-category';
import { formatDistance, formatRoundDate, formatSg, formatToPar } from '../../utils/units';

/** Holes per printed sheet of maps. */
const MAPS_PER_PAGE = 6;

/** The best round of a selection: scorecard, stats, and each hole's shots on a printed map. */
export function BestRoundReport() {
  const units = useUnitSystem();
  return (
    <ReportFrame<BestRoundReportData> kind="rr">
      {(data) => {
        const { round } = data;
        // A hole map is drawn from the tee and pin (HoleMapSvg): a round imported from scores has neither,
        // and its sheets of maps would print captions only.
        const maps = data.maps.filter((m) => m.tee !== null && m.pin !== null);
        const pages: BestRoundReportData['maps'][] = [];
        for (let i = 0; i < maps.length; i += MAPS_PER_PAGE) pages.push(maps.slice(i, i + MAPS_PER_PAGE));
        return (
          <>
            <ReportPage label="Best round">
              <ReportDataHeader kind="rr" header={data.header} />
              <Typography variant="h6" data-testid="best-round-title">
                {formatRoundDate(round.playedAt)} · {round.courseName}
                {round.tournamentName ? ` · ${round.tournamentName}` : ''}
              </Typography>
              <KeyFigures
                figures={[
                  { label: 'Score', value: String(round.score ?? '–') },
                  { label: 'To par', value: formatToPar(round.scoreToPar) },
                  { label: 'Strokes gained', value: formatSg(round.strokesGained.total) },
                  { label: 'Off the tee', value: formatSg(round.strokesGained.offTheTee) },
                  { label: 'Approach', value: formatSg(round.strokesGained.approach) },
                  // All four parts, so they add up to the total beside them.
                  { label: 'Around the green', value: formatSg(round.strokesGained.aroundTheGreen) },
                  { label: 'Putting', value: formatSg(round.strokesGained.putting) },
                ]}
              />
              <ScorecardTable holes={data.holes} caption="Scorecard" />
              <StatsByCategory performance={data.performance} withDifference={false} />
              {maps.length === 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="no-hole-maps">
                  No hole maps: they are drawn for rounds tracked shot by shot in the Linksight app.
                </Typography>
              )}
            </ReportPage>
            {pages.map((maps, p) => (
              <ReportPage
                key={p}
                label={`Shots, holes ${maps[0]!.courseHoleNumber}–${maps.at(-1)!.courseHoleNumber}`}
              >
                <ReportDataHeader kind="rr" header={data.header} />
                <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
                  {maps.map((m) => {
                    const hole = data.holes.find((h) => h.courseHoleNumber === m.courseHoleNumber);
                    return (
                      <ReportKeepTogether key={m.courseHoleNumber}>
                        <Box component="figure" sx={{ m: 0 }}>
                          <HoleMapSvg
                            map={m}
                            roundOrder={[round.roundId]}
                            height={300}
                            label={`Hole ${m.courseHoleNumber} with the round's shots`}
                          />
                          <Box component="figcaption" sx={{ fontSize: 11, textAlign: 'center' }}>
                            Hole {m.courseHoleNumber} · Par {m.par} ·{' '}
                            {formatDistance(hole?.lengthYards ?? null, units)} · Score {hole?.score ?? '–'}
                          </Box>
                        </Box>
                      </ReportKeepTogether>
                    );
                  })}
                </Box>
              </ReportPage>
            ))}
          </>
        );
      }}
    </ReportFrame>
  );
}
