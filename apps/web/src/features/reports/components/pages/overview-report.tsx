import type { OverviewReportData } from '@linksight/api-contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CategoryRadar } from '../../../../components/charts/category-radar';
import { ReportKeepTogether, ReportPage } from '../../../../components/report/report-document';
import { ReportDataHeader, ReportFrame } from '../report-frame';
import { ReportTable } from '../parts/report-table';

const COLORS = ['#1d4ed8', '#ea580c', '#15803d', '#7c3aed', '#be185d', '#0f766e', '#a16207'];
const pct = (v: number | null | undefined) => (v === null || v === undefined ? '–' : `${v}%`);

/** The dashboard's Player Performance block: category percentages per overview, spider, strengths. */
export function PerformanceSummaryReport() {
  return (
    <ReportFrame<OverviewReportData> kind="player-performance-summary">
      {(data) => {
        const overviews = data.overviews.filter((o) => o.roundCount > 0);
        const categories = overviews[0]?.byCategory.map((c) => c.category) ?? [];
        const rows = categories.map((category) => ({
          category,
          ...Object.fromEntries(
            overviews.map((o) => [
              o.filterName,
              o.byCategory.find((c) => c.category === category)?.performance ?? 0,
            ]),
          ),
        }));
        return (
          <ReportPage label="Player performance">
            <ReportDataHeader kind="player-performance-summary" header={data.header} />
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
              {data.groupName}
            </Typography>
            {overviews.length === 0 ? (
              <Typography>Not enough rounds for this group yet.</Typography>
            ) : (
              <>
                <ReportTable
                  caption="Share of each category's stats that beat the standard"
                  testId="category-table"
                  head={['Overview', 'Rounds', ...categories]}
                  rows={overviews.map((o) => [
                    o.filterName,
                    String(o.roundCount),
                    ...o.byCategory.map((c) => pct(c.performance)),
                  ])}
                />
                <ReportKeepTogether>
                  <Box component="figure" sx={{ m: 0 }}>
                    <CategoryRadar
                      rows={rows}
                      series={overviews.map((o, i) => ({
                        key: o.filterName,
                        color: COLORS[i % COLORS.length]!,
                      }))}
                      label="Category performance per overview"
                      height={{ xs: 300, sm: 320 }}
                    />
                    <Box
                      component="figcaption"
                      sx={{ fontSize: 11, textAlign: 'center', color: 'text.secondary' }}
                    >
                      {overviews.map((o, i) => (
                        <Box
                          component="span"
                          key={o.filterName}
                          sx={{ mx: 1, color: COLORS[i % COLORS.length] }}
                        >
                          ● {o.filterName}
                        </Box>
                      ))}
                    </Box>
                  </Box>
                </ReportKeepTogether>
                {overviews.slice(0, 1).map((o) => (
                  <ReportTable
                    key={o.filterName}
                    caption={`Strengths and weaknesses · ${o.filterName}`}
                    head={['', 'Stat', 'Value', 'Standard']}
                    rows={[
                      ...o.strengthWeakness.strengths.map((s) => [
                        'Strength',
                        s.name,
                        s.evidence.value,
                        s.evidence.standard,
                      ]),
                      ...o.strengthWeakness.weaknesses.map((s) => [
                        'Weakness',
                        s.name,
                        s.evidence.value,
                        s.evidence.standard,
                      ]),
                    ]}
                  />
                ))}
              </>
            )}
          </ReportPage>
        );
      }}
    </ReportFrame>
  );
}

const VIEWS = ['Scorecard', 'Score', 'Drive', 'Approach', 'Save', 'Putt'] as const;

/** The dashboard's round assessment table for all six categories. */
export function DataAnalysisReport() {
  return (
    <ReportFrame<OverviewReportData> kind="data-analysis">
      {(data) => (
        <ReportPage label="Round assessment">
          <ReportDataHeader kind="data-analysis" header={data.header} />
          <ReportTable
            caption={`Round assessment · ${data.groupName} (share of stats beating the standard)`}
            testId="assessment-table"
            head={['Rounds', 'Count', ...VIEWS]}
            rows={data.overviews.map((o) => [
              o.filterName,
              String(o.roundCount),
              ...VIEWS.map((v) => pct(o.byView[v])),
            ])}
          />
          {data.overviews.filter((o) => o.roundCount === 0).length > 0 && (
            <Typography variant="body2" color="text.secondary">
              Rows with no rounds show – : the player has no rounds of that kind yet.
            </Typography>
          )}
        </ReportPage>
      )}
    </ReportFrame>
  );
}
