import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { resumePdfFileName } from '@linksight/golf-core';
import type { ResumeSettingsResponse } from '@linksight/api-contract';
import { useDownloadPdf } from '../../../lib/download-pdf';
import { useResumeSettings } from '../api/get-resume-settings';
import { postResumePdf } from '../api/post-resume-pdf';
import { useSaveResumeSettings } from '../api/put-resume-settings';
import { useResumeBuilder } from '../hooks/use-resume-builder';
import { ResumePreviewPane } from './resume-preview-pane';
import { SelectionPane } from './selection-pane';

type Player = { accountId: number; firstName: string; lastName: string };
type ResumeBuilderOverlayProps = { player: Player; isOpen: boolean; onClose: () => void };

/**
 * The resume overlay (spec 1 §4.5, spec 2 §2): a full-screen builder with the selection pane and the live
 * preview, Restore Defaults, Cancel and Download. Below 768 px (spec 1 §9) the title and preview are hidden.
 */
export function ResumeBuilderOverlay({ player, isOpen, onClose }: ResumeBuilderOverlayProps) {
  const settings = useResumeSettings(player.accountId);
  return (
    <Dialog fullScreen open={isOpen} onClose={onClose} aria-labelledby="resume-builder-title">
      {settings.data ? (
        <Builder player={player} loaded={settings.data} onClose={onClose} />
      ) : settings.isError ? (
        <Box sx={{ p: 3 }}>
          <Alert severity="error" action={<Button onClick={onClose}>Close</Button>}>
            The resume settings could not be loaded. Please try again later.
          </Alert>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', height: '100%' }}>
          <CircularProgress aria-label="Loading resume settings" />
        </Box>
      )}
    </Dialog>
  );
}

function Builder({
  player,
  loaded,
  onClose,
}: {
  player: Player;
  loaded: ResumeSettingsResponse;
  onClose: () => void;
}) {
  const b = useResumeBuilder(loaded);
  const now = useMemo(() => new Date(), []);
  const { download, isDownloading } = useDownloadPdf();
  const save = useSaveResumeSettings();
  // Decision (the spec has no save button): the player's (or a PM's) downloaded resume becomes their saved
  // settings, so the profile's default resume and the next builder start from it.
  const onDownload = async () => {
    const settings = b.settings;
    const isSaved = await download({
      generate: () => postResumePdf(settings),
      fileName: resumePdfFileName(player),
    });
    if (isSaved && loaded.canSave) save.mutate(settings);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
          justifyContent: 'flex-end',
          '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
        }}
      >
        <Typography
          id="resume-builder-title"
          variant="h6"
          component="h2"
          sx={{ flex: 1, display: { xs: 'none', md: 'block' } }}
        >
          Resume Builder · {player.firstName} {player.lastName}
        </Typography>
        <Button onClick={b.restore}>Restore Defaults</Button>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={() => void onDownload()}
          disabled={isDownloading}
        >
          Download
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <Box
          component="aside"
          aria-label="Resume selections"
          sx={{
            width: { xs: '100%', md: 400 },
            flexShrink: 0,
            overflowY: 'auto',
            borderRight: { md: 1 },
            borderColor: { md: 'divider' },
            p: 1,
          }}
        >
          <SelectionPane
            settings={b.settings}
            availability={b.availability}
            itemsWithNotes={loaded.itemsWithNotes}
            now={now}
            onUpdate={b.update}
            onRangeChange={b.changeRange}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, display: { xs: 'none', md: 'block' } }}>
          <ResumePreviewPane data={b.preview} isLoading={b.isLoading} error={b.error} />
        </Box>
      </Box>
    </Box>
  );
}
