import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  COMPARE_REPORT_ROUNDS_MAX,
  type CompareReportPage,
  type CompareReportPayload,
} from '@linksight/api-contract';
import { countText, DEFAULT_COMPONENT_SELECTIONS, DEFAULT_METRICS } from '@linksight/golf-core';
import {
  ReportDocument,
  ReportKeepTogether,
  ReportPage,
} from '../../../../components/report/report-document';
import { ReportHeader } from '../../../../components/report/report-header';
import { useReportReady } from '../../../../lib/report-ready';
import { useReportSnapshot } from '../../../../lib/report-snapshot';
import { sideHeadings } from '../../utils/side-headings';
import { ComparisonTable } from '../comparison-table';
import { SideHeader } from '../side-header';
import { PlayingStyleTab } from '../tabs/playing-style-tab';
import { ProbabilityTab } from '../tabs/probability-tab';
import { RoundsTab } from '../tabs/rounds-tab';
import { DriveTab, PuttsTab, ScoringTab, ShotToGreenTab } from '../tabs/tab-panels';
import { NEEDS_SAVED_LINK, reportErrorText } from '../../../../components/report/report-messages';

const TITLE = 'Compare Stats Report';

/**
 * `/cgr/compare-stats?hash=…` (spec 2 §2): the Compare Stats PDF. The snapshot holds the whole comparison
 * computed when the PDF was asked for (compareStatsReportFromState, spec 2 §7) and the pages chosen in
 * Compare Stats Report Options; the page makes no other call.
 */
export function CompareStatsReport() {
  const [searchParams] = useSearchParams();
  const hash = searchParams.get('hash');
  const snapshot = useReportSnapshot<CompareReportPayload>(hash);
  const payload = snapshot.data?.payload;
  useReportReady(payload !== undefined, hash === null ? new Error(NEEDS_SAVED_LINK) : snapshot.error);
  if (!payload)
    return (
      <ReportDocument title={TITLE}>
        {snapshot.isError || hash === null ? (
          <Alert severity="error">{hash === null ? NEEDS_SAVED_LINK : reportErrorText(snapshot.error)}</Alert>
        ) : (
          <Typography sx={{ p: 2 }}>Loading…</Typography>
        )}
      </ReportDocument>
    );
  const { data, pages } = payload;
  const left = data.left.ok ? data.left : null;
  const right = data.right.ok ? data.right : null;
  const { leftLabel, rightLabel } = sideHeadings(data.left, data.right);
  const sides = {
    left: left?.figures ?? null,
    right: right?.figures ?? null,
    leftLabel,
    rightLabel,
    isStatic: true,
  };
  const players = [left?.player.playerName, right?.player.playerName]
    .filter((n, i, all): n is string => !!n && all.indexOf(n) === i)
    .join(' vs ');
  const page = (name: CompareReportPage, children: ReactNode) =>
    pages.includes(name) && (
      <ReportPage key={name} label={`${name} Page`}>
        <ReportHeader
          title={`${TITLE} · ${name}`}
          playerName={players}
          roundsLabel={`${left?.label ?? 'Left'} vs ${right?.label ?? 'Right'}`}
        />
        {children}
      </ReportPage>
    );
  return (
    <ReportDocument title={TITLE}>
      {page(
        'Summary',
        <>
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr', mb: 2 }}
            className="report-keep"
          >
            <SideHeader side="left" data={data.left} fallbackName="" />
            <SideHeader side="right" data={data.right} fallbackName="" />
          </Box>
          <ComparisonTable
            data={data}
            metrics={DEFAULT_METRICS}
            onMetricsChange={() => {}}
            leftLabel={leftLabel}
            rightLabel={rightLabel}
            isStatic
          />
        </>,
      )}
      {page(
        'Scoring',
        <>
          <ScoringTab {...sides} />
          <ReportKeepTogether>
            <Typography variant="h6" component="h2" sx={{ mt: 2, breakAfter: 'avoid' }}>
              Stat Probability
            </Typography>
            <ProbabilityTab {...sides} components={DEFAULT_COMPONENT_SELECTIONS} />
          </ReportKeepTogether>
        </>,
      )}
      {page(
        'Drives',
        <>
          <DriveTab {...sides} />
          {/* A heading never ends a printed page without what it heads. */}
          <Typography variant="h6" component="h2" sx={{ mt: 2, breakAfter: 'avoid' }}>
            Playing Style
          </Typography>
          <PlayingStyleTab {...sides} />
        </>,
      )}
      {page('Shots to Green', <ShotToGreenTab {...sides} />)}
      {page('Putts', <PuttsTab {...sides} />)}
      {page(
        'Rounds',
        <>
          {[left, right].some((side) => (side?.roundCount ?? 0) > COMPARE_REPORT_ROUNDS_MAX) && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              The latest {COMPARE_REPORT_ROUNDS_MAX} rounds of a side with more; the other pages count every
              round: {countText(left?.roundCount ?? 0, 'round')} and{' '}
              {countText(right?.roundCount ?? 0, 'round')}.
            </Typography>
          )}
          <RoundsTab
            left={left?.rounds ?? null}
            right={right?.rounds ?? null}
            leftLabel={leftLabel}
            rightLabel={rightLabel}
          />
        </>,
      )}
    </ReportDocument>
  );
}
