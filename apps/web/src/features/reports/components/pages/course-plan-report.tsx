import type { CoursePlanReportData } from '@linksight/api-contract';
import { formatAverageVsPar } from '@linksight/golf-core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ReportPage } from '../../../../components/report/report-document';
import { useUnitSystem } from '../../../../lib/unit-system';
import { ReportDataHeader, ReportFrame } from '../report-frame';
import { HoleMapSvg } from '../parts/hole-map-svg';
import { NoShotsPage } from '../parts/no-shots-page';
import { KeyFigures } from '../parts/report-table';
import { convertYardsText, formatDistance } from '../../utils/units';

/** The drawing's legend; a plan made from shots on other courses has no lines of this course to explain. */
function shotsLegend(roundCount: number): string {
  if (roundCount === 0) return 'No shots of yours on this course yet: the plan comes from your other rounds.';
  const rounds = roundCount === 1 ? 'the last round here' : `the last ${roundCount} rounds here`;
  return `Lines: your shots on this hole in ${rounds}. Crosses: the targets of your latest round.`;
}

/** A page per hole: the hole, the player's past shots, targets, average score and the dispersion plan. */
export function CoursePlanReport() {
  const units = useUnitSystem();
  return (
    <ReportFrame<CoursePlanReportData> kind="course-plan-report">
      {(data) => {
        const rounds = [...new Set(data.holes.flatMap((h) => h.map.shots.map((s) => s.roundId)))];
        // No shot here and no plan from the player's dispersion: 18 sheets would say only that.
        if (rounds.length === 0 && data.holes.every((h) => h.plan === null))
          return (
            <NoShotsPage kind="course-plan-report" header={data.header}>
              No shots of yours on {data.courseName} to plan from: the course plan is drawn from rounds
              tracked shot by shot in the Linksight app.
            </NoShotsPage>
          );
        return data.holes.map((hole) => (
          <ReportPage key={hole.map.courseHoleNumber} label={`Hole ${hole.map.courseHoleNumber}`}>
            <ReportDataHeader kind="course-plan-report" header={data.header} />
            <Typography variant="h6" data-testid="plan-hole">
              {data.courseName} · Hole {hole.map.courseHoleNumber} · Par {hole.map.par}
            </Typography>
            <KeyFigures
              figures={[
                { label: 'Length', value: formatDistance(hole.lengthYards, units) },
                { label: 'Times played', value: String(hole.timesPlayed) },
                {
                  label: 'Average score',
                  value: hole.averageScore === null ? '–' : hole.averageScore.toFixed(2),
                },
                {
                  label: 'Average to par',
                  value: hole.averageToPar === null ? '–' : formatAverageVsPar(hole.averageToPar),
                },
              ]}
            />
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' },
                gap: 2,
                alignItems: 'start',
              }}
            >
              <Box component="figure" sx={{ m: 0 }}>
                <HoleMapSvg
                  map={hole.map}
                  roundOrder={rounds}
                  height={560}
                  label={`Hole ${hole.map.courseHoleNumber}: past shots and the planned landing zone`}
                  overlay={
                    hole.plan
                      ? { aim: hole.plan.aim, from: hole.plan.approachFrom, ellipse: hole.plan.ellipse }
                      : undefined
                  }
                />
              </Box>
              <Box>
                <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                  The plan
                </Typography>
                {hole.plan ? (
                  <>
                    <Typography variant="body2" sx={{ mb: 1 }} data-testid="plan-reason">
                      {convertYardsText(hole.plan.reason, units)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" data-testid="plan-advice">
                      {hole.plan.advice}
                    </Typography>
                  </>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {hole.planNote}
                  </Typography>
                )}
                <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                  {shotsLegend(rounds.length)}
                </Typography>
              </Box>
            </Box>
          </ReportPage>
        ));
      }}
    </ReportFrame>
  );
}
