import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  isDataReportKind,
  REPORT_NEEDS,
  REPORT_TITLES,
  type DataReportKind,
  type ReportKind,
  type ReportRequest,
} from '@linksight/api-contract';
import {
  fullName,
  isQuickSetAvailable,
  quickSetRoundIds,
  reportPdfFileName,
  type QuickSet,
  type RoundMeta,
} from '@linksight/golf-core';
import { useDownloadPdf } from '../../../lib/download-pdf';
import { useHistories } from '../../../lib/players/get-histories';
import { downloadReportPdf } from '../api/download-report-pdf';
import { profilePdfDownload } from '../api/download-profile-pdf';
import { useReportList } from '../api/get-report-list';
import { reportPreviewUrl } from '../hooks/use-report-request';
import { NEEDS_SHOT_TRACKING, needsShotTracking, REPORT_DESCRIPTIONS } from '../utils/report-catalog';
import { ReportCard } from './report-card';
import { ReportOptions, type ReportOptionsValue } from './report-options';
import { PageTitle } from '../../../components/ui/page-title';

/** Reports about another subject (an organisation) are not listed on a player's page. */
const PLAYER_REPORTS = (kind: string): kind is ReportKind => kind !== 'org-schedule-report';

type ReportsPageProps = {
  accountId: number;
  player: { firstName?: string | null; lastName?: string | null };
  /** The player's Compare Stats page, where the Compare Stats Report is made; unset when it is private. */
  compareStatsHref?: string;
};

/**
 * The profile's `report-viewer` page, titled Reports (spec 1 §2.3): every report this visitor may open,
 * with its parameters, Preview (the print page) and Download PDF (spec 2 §8 snackbars).
 */
export function ReportsPage({ accountId, player, compareStatsHref }: ReportsPageProps) {
  const list = useReportList(accountId);
  const histories = useHistories(accountId);
  const { download, isDownloading } = useDownloadPdf();
  const [options, setOptions] = useState<ReportOptionsValue>({
    quickSet: 'Past 12 Months',
    holeCount: 18,
    standard: 'scratch',
    courseId: null,
    prefersMetric: false,
  });
  const now = useMemo(() => new Date(), []);
  const rounds: RoundMeta[] = useMemo(
    () =>
      (histories.data?.rounds ?? [])
        .filter((r) => r.isCompleted)
        .map((r) => ({
          id: r.id,
          playedAt: r.date,
          holeCount: r.holeCount === 9 ? 9 : 18,
          roundType: r.roundTypeId as RoundMeta['roundType'],
          roundNumber: r.roundNumber,
          tournamentId: r.tournamentId,
          isSimulator: false,
          isCompleted: r.isCompleted,
        })),
    [histories.data],
  );
  // One hole count at a time, as the dashboard's and Compare Stats' sets: "Past 12 Months" here had held 93
  // rounds (19 of 9 holes) where every other page counted the 74 of 18 holes.
  const counted = useMemo(
    () => rounds.filter((r) => r.holeCount === options.holeCount),
    [rounds, options.holeCount],
  );
  const roundIds = quickSetRoundIds(options.quickSet, counted, now) ?? [];
  const roundsLabel = `${options.quickSet}, ${options.holeCount} holes (${roundIds.length})`;
  const courses = histories.data?.courses ?? [];
  const courseId = options.courseId ?? courses[0]?.id ?? null;

  const requestOf = (kind: DataReportKind): ReportRequest => {
    const needs = REPORT_NEEDS[kind];
    return {
      ...(needs.rounds ? { golfRoundIds: roundIds } : {}),
      ...(needs.standard ? { standard: options.standard } : {}),
      ...(needs.course && courseId !== null ? { courseId } : {}),
    };
  };
  const blockerOf = (kind: DataReportKind): string | null => {
    const needs = REPORT_NEEDS[kind];
    // Every data report is made from rounds: with none at all it would print empty pages.
    if (histories.data?.rounds.length === 0) return 'No rounds yet: reports are made from logged rounds.';
    if (needsShotTracking(kind) && list.data?.hasTrackedShots === false) return NEEDS_SHOT_TRACKING;
    if (needs.rounds && roundIds.length === 0)
      return `No ${options.holeCount}-hole rounds in ${options.quickSet}: choose other rounds.`;
    if (needs.course && courseId === null) return 'No course played yet.';
    return null;
  };

  // The round list decides the quick sets' rounds: wait for it (a private round list just leaves them empty).
  if (list.isPending || histories.isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label="Loading the reports" />
      </Box>
    );
  if (list.isError)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        The reports could not be loaded. Please try again.
      </Alert>
    );
  // This page's own reports first, then the other features' reports it links to.
  const open = list.data.reports
    .filter((r) => r.isOpen && PLAYER_REPORTS(r.kind))
    .sort((a, b) => Number(isDataReportKind(b.kind)) - Number(isDataReportKind(a.kind)));
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1200, mx: 'auto' }}>
      <PageTitle parts={[fullName(player), 'Reports']} />
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: 26, sm: 32 } }}>
        Reports
      </Typography>
      <ReportOptions
        value={{ ...options, courseId }}
        onChange={setOptions}
        isAvailable={(q: QuickSet) => isQuickSetAvailable(q, counted, now)}
        courses={courses}
        roundCount={roundIds.length}
      />
      {open.length === 0 && <Alert severity="info">No reports of this player are public.</Alert>}
      <Box
        component="ul"
        aria-label="Reports"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
          gap: 2,
          p: 0,
          m: 0,
        }}
      >
        {open.map((r) => {
          const kind = r.kind as ReportKind;
          const title = REPORT_TITLES[kind];
          if (kind === 'compare-stats')
            return (
              <ReportCard
                key={kind}
                title={title}
                description={`${REPORT_DESCRIPTIONS[kind]} Made on the Compare Stats page: choose both sides, then Report and Generate Report.`}
                needs={[]}
                previewUrl={null}
                blocker={compareStatsHref ? null : 'The Compare Stats page of this player is private.'}
                onDownload={null}
                isDownloading={false}
                madeOn={
                  compareStatsHref ? { href: compareStatsHref, label: 'Open Compare Stats' } : undefined
                }
              />
            );
          if (!isDataReportKind(kind))
            return (
              <ReportCard
                key={kind}
                title={title}
                description={REPORT_DESCRIPTIONS[kind]}
                needs={[]}
                previewUrl={`/cgr/${kind}?accountId=${accountId}${options.prefersMetric ? '&prefersMetric=true' : ''}`}
                blocker={null}
                onDownload={
                  kind === 'resume' || kind === 'public-player-schedule-report'
                    ? () => void download(profilePdfDownload(kind, accountId, player))
                    : null
                }
                isDownloading={isDownloading}
              />
            );
          const needs = REPORT_NEEDS[kind];
          const request = requestOf(kind);
          return (
            <ReportCard
              key={kind}
              title={title}
              description={REPORT_DESCRIPTIONS[kind]}
              needs={[
                ...(needs.rounds ? [roundsLabel] : []),
                ...(needs.standard ? ['Standard'] : []),
                ...(needs.course ? [courses.find((c) => c.id === courseId)?.name ?? 'Course'] : []),
              ]}
              previewUrl={reportPreviewUrl(kind, accountId, request, options.prefersMetric)}
              blocker={blockerOf(kind)}
              isDownloading={isDownloading}
              onDownload={() =>
                void download({
                  fileName: reportPdfFileName(player, title),
                  generate: () =>
                    downloadReportPdf(accountId, kind, {
                      params: request,
                      prefersMetric: options.prefersMetric,
                    }),
                })
              }
            />
          );
        })}
      </Box>
    </Box>
  );
}
