import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import TuneIcon from '@mui/icons-material/Tune';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import ShareIcon from '@mui/icons-material/Share';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { Account, CompareReportPage } from '@linksight/api-contract';
import { compareStatsPdfFileName, fullName, type ComparePlayer } from '@linksight/golf-core';
import { useDownloadPdf } from '../../../lib/download-pdf';
import { isOffline, OFFLINE_MESSAGE } from '../../../lib/offline';
import { useSnackbar, SNACKBAR_DURATION_MS } from '../../../lib/snackbar';
import { useSaveCompareState } from '../api/compare-state';
import { getCompareReport } from '../api/get-compare-report';
import { useCompareStats } from '../api/get-compare-stats';
import { usePlayerOptions } from '../api/get-player-options';
import { useComparison } from '../hooks/use-comparison';
import { useHeaderTiming } from '../hooks/use-header-timing';
import { sideHeadings } from '../utils/side-headings';
import { AssociatedPlayerDialog } from './associated-player-dialog';
import { ComparisonTable } from './comparison-table';
import { ConfigureSelectionsDialog } from './configure-selections-dialog';
import { ReportOptionsDialog } from './report-options-dialog';
import { SideHeader } from './side-header';
import { StatsTabs } from './stats-tabs';
import { PageTitle } from '../../../components/ui/page-title';
import { useSessionAccountId } from '../../../lib/use-session';
import { EmptySelectionsAlert } from './empty-selections-alert';

const SHARE_FAILED = 'Uh-oh, the link could not be made. Please try again.';

type Dialog = 'configure' | 'player' | 'report' | null;

/** The Compare Stats page of a profile (spec 2 §2, issue 17): two players or two round selections. */
export function CompareStatsPage({ account }: { account: Account }) {
  const me: ComparePlayer = { accountId: account.accountId, playerName: fullName(account) };
  const { comparison, request, update, setShared, linkError } = useComparison(me);
  const stats = useCompareStats(account.accountId, request);
  const isHeaderOpen = useHeaderTiming(stats.data !== undefined);
  const sessionAccountId = useSessionAccountId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [added, setAdded] = useState<ComparePlayer[]>([]);
  const save = useSaveCompareState(account.accountId);
  const snackbar = useSnackbar();
  const { download, isDownloading } = useDownloadPdf();
  const leftOptions = usePlayerOptions(comparison.left.player.accountId, comparison.left.holeCount);
  const { left, right } = comparison;
  const players = [me, ...added, left.player, right.player].filter(
    (p, i, all) => all.findIndex((q) => q.accountId === p.accountId) === i,
  );
  const isComparingPlayers =
    right.player.accountId !== me.accountId || left.player.accountId !== me.accountId;
  const data = stats.data;
  // Neither side has a round: the page says so and leaves out five tables of "-", and there is nothing to
  // print or share (an auditor found Report and Share on for a player with no rounds).
  const isEmpty =
    data !== undefined && [data.left, data.right].every((side) => side.ok && side.roundCount === 0);
  const { leftLabel, rightLabel } = sideHeadings(data?.left, data?.right);

  const share = async () => {
    if (!request) return;
    let hash: string;
    try {
      ({ hash } = await save.mutateAsync(request));
    } catch (error) {
      // The link could not be saved: say so (an outside audit's failed Share said nothing at all).
      snackbar.show({
        message: isOffline(error) ? OFFLINE_MESSAGE : SHARE_FAILED,
        severity: 'error',
        durationMs: SNACKBAR_DURATION_MS,
      });
      return;
    }
    setShared(hash);
    const url = new URL(window.location.href);
    url.searchParams.set('state', hash);
    const copied = await navigator.clipboard?.writeText(url.toString()).then(
      () => true,
      () => false,
    );
    snackbar.show({
      message: copied ? 'Link copied: it opens this comparison.' : `Share this link: ${url.toString()}`,
      severity: 'success',
      durationMs: SNACKBAR_DURATION_MS,
    });
  };
  const generate = (pages: CompareReportPage[]) => {
    setDialog(null);
    if (!request) return;
    const names = leftOptions.data ?? account;
    void download({
      generate: () => getCompareReport(account.accountId, { request, pages }),
      fileName: compareStatsPdfFileName(names, new Date()),
    });
  };

  return (
    <Box
      sx={{ p: { xs: 1.5, sm: 2, md: 3 }, maxWidth: 1600, mx: 'auto', width: '100%' }}
      data-testid="compare-stats-page"
    >
      <PageTitle parts={[me.playerName, 'Compare Stats']} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          Compare Stats
        </Typography>
        <Button variant="contained" startIcon={<TuneIcon />} onClick={() => setDialog('configure')}>
          Configure Selections
        </Button>
        {isComparingPlayers ? (
          <Button
            variant="outlined"
            startIcon={<PersonRemoveIcon />}
            onClick={() =>
              update({
                left: { ...left, player: me },
                right: { ...right, player: me, advancedFilter: { ...right.advancedFilter, rounds: null } },
              })
            }
          >
            End Comparison
          </Button>
        ) : (
          <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setDialog('player')}>
            Compare With Player
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<ShareIcon />}
          onClick={() => void share()}
          disabled={!request || save.isPending || isEmpty}
        >
          Share
        </Button>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          onClick={() => setDialog('report')}
          disabled={!data || isDownloading || isEmpty}
        >
          Report
        </Button>
      </Box>
      {linkError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This comparison link is unknown or has expired: showing the default comparison.
        </Alert>
      )}
      <Collapse in={isHeaderOpen} data-testid="compare-header" data-open={isHeaderOpen}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' },
            mb: 2,
          }}
        >
          <SideHeader side="left" data={data?.left} fallbackName={left.player.playerName} />
          <SideHeader side="right" data={data?.right} fallbackName={right.player.playerName} />
        </Box>
      </Collapse>
      {stats.isFetching && data && <LinearProgress aria-label="Updating" sx={{ mb: 1 }} />}
      {stats.isError ? (
        <Alert severity="error">{stats.error.message}</Alert>
      ) : !data ? (
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
          aria-busy="true"
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={200} />
          ))}
        </Box>
      ) : isEmpty ? (
        <EmptySelectionsAlert isOwn={sessionAccountId === account.accountId} />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <ComparisonTable
            data={data}
            metrics={comparison.metrics}
            onMetricsChange={(metrics) => update({ metrics })}
            leftLabel={leftLabel}
            rightLabel={rightLabel}
          />
          <StatsTabs
            data={data}
            leftLabel={leftLabel}
            rightLabel={rightLabel}
            components={comparison.leftComponents}
            onComponentsChange={(c) => update({ leftComponents: c, rightComponents: c })}
          />
        </Box>
      )}
      <ConfigureSelectionsDialog
        open={dialog === 'configure'}
        left={left}
        right={right}
        players={players}
        onClose={() => setDialog(null)}
        onApply={(l, r) => {
          update({ left: l, right: r });
          setDialog(null);
        }}
      />
      <AssociatedPlayerDialog
        open={dialog === 'player'}
        accountId={account.accountId}
        onClose={() => setDialog(null)}
        onChoose={(p) => {
          const player = { accountId: p.account, playerName: p.playerName };
          setAdded((list) => [...list, player]);
          // The other player's same period: the right side keeps its filters, its rounds start from all.
          update({
            right: {
              ...right,
              player,
              years: left.years,
              advancedFilter: { ...right.advancedFilter, rounds: null },
            },
          });
          setDialog(null);
        }}
      />
      <ReportOptionsDialog
        open={dialog === 'report'}
        onCancel={() => setDialog(null)}
        onGenerate={generate}
      />
    </Box>
  );
}
