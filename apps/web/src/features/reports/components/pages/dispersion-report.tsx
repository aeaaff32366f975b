import type { DispersionGroupData, DispersionReportData } from '@linksight/api-contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ReportKeepTogether, ReportPage } from '../../../../components/report/report-document';
import { useUnitSystem, type UnitSystem } from '../../../../lib/unit-system';
import { ReportDataHeader, ReportFrame } from '../report-frame';
import { NoShotsPage } from '../parts/no-shots-page';
import { DispersionPlot } from '../parts/dispersion-plot';
import { ReportTable } from '../parts/report-table';
import { convertYardsText, formatDistance, formatOffset } from '../../utils/units';

const share = (v: number) => `${Math.round(v * 100)}%`;

/** One category's figures: mean miss, spreads, ellipses and the shots each rests on. */
export function DispersionGroupCard({
  group,
  units,
  minShots,
}: {
  group: DispersionGroupData;
  units: UnitSystem;
  minShots: number;
}) {
  const s = group.stats;
  return (
    <ReportKeepTogether>
      <Box sx={{ border: '1px solid #e5e7eb', borderRadius: 1, p: 1 }} data-testid="dispersion-group">
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {group.label}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            {convertYardsText(group.band, units)} ·{' '}
            {/* Without shots the API's mean distance is 0: there is no average to print. */}
            {group.offsets.length === 0
              ? 'no shots'
              : `${group.offsets.length} shots · avg ${formatDistance(group.meanTargetDistanceYards, units)} to target`}
          </Typography>
        </Typography>
        {s ? (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              gap: 1,
              alignItems: 'center',
            }}
          >
            <DispersionPlot group={group} size={240} />
            <ReportTable
              head={['', '']}
              rows={[
                [
                  'Average miss',
                  `${formatOffset(s.mean.x, units, 'right', 'left')}, ${formatOffset(s.mean.y, units, 'long', 'short')}`,
                ],
                ['Left / right spread (1 sd)', `± ${formatDistance(s.sdX, units)}`],
                ['Long / short spread (1 sd)', `± ${formatDistance(s.sdY, units)}`],
                ['Left of line · short of target', `${share(s.leftShare)} · ${share(s.shortShare)}`],
                ...s.ellipses.map((e) => [
                  `${Math.round(e.probability * 100)} % ellipse`,
                  `${formatDistance(2 * e.major, units)} × ${formatDistance(2 * e.minor, units)} · ${e.shotsInside} of ${s.shotCount} shots inside`,
                ]),
              ]}
            />
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary" data-testid="too-few-shots">
            Not enough shots: {group.offsets.length} of the {minShots} a spread needs.
          </Typography>
        )}
      </Box>
    </ReportKeepTogether>
  );
}

/** Shot dispersion by club category and distance band, against the target line. */
export function DispersionAnalysisReport() {
  const units = useUnitSystem();
  return (
    <ReportFrame<DispersionReportData> kind="dispersion-analysis">
      {(data) =>
        data.groups.every((g) => g.offsets.length === 0) ? (
          <NoShotsPage kind="dispersion-analysis" header={data.header}>
            None of these rounds has full shots to measure: the dispersion is drawn from rounds tracked shot
            by shot in the Linksight app.
          </NoShotsPage>
        ) : (
          <ReportPage label="Dispersion">
            <ReportDataHeader kind="dispersion-analysis" header={data.header} />
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Where full shots finished relative to their target (the round&apos;s target for the shot, else
              the pin): right is right of the target line, up is long. Green: 68 % ellipse, orange: 95 %
              ellipse.
            </Typography>
            <Box sx={{ display: 'grid', gap: 1 }}>
              {data.groups.map((g) => (
                <DispersionGroupCard key={g.category} group={g} units={units} minShots={data.minShots} />
              ))}
            </Box>
          </ReportPage>
        )
      }
    </ReportFrame>
  );
}
