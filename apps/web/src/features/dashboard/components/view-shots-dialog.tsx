import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { DRAG_HANDLE_ATTRIBUTE, DraggablePaper } from '../../../components/ui/draggable-paper';
import type { DashboardOverview } from '../utils/overview-model';
import { ViewShotsBody } from './view-shots-body';

type ViewShotsDialogProps = { accountId: number; overview: DashboardOverview; onClose: () => void };

/** spec 3 §2 View-shots dialog: draggable and closable, titled by the filter name, 90vw × 90vh, 20 px from the top. */
export default function ViewShotsDialog({ accountId, overview, onClose }: ViewShotsDialogProps) {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <Dialog
      open={isOpen}
      onClose={() => setIsOpen(false)}
      slots={{ paper: DraggablePaper }}
      slotProps={{ transition: { onExited: onClose } }}
      aria-labelledby="view-shots-title"
      maxWidth={false}
      sx={{
        '& .MuiDialog-container': { alignItems: 'flex-start' },
        '& .MuiDialog-paper': {
          width: '90vw',
          maxWidth: '90vw',
          height: '90vh',
          maxHeight: '90vh',
          m: 0,
          mt: '20px',
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
          position: 'relative',
        },
      }}
    >
      <DialogTitle
        id="view-shots-title"
        {...{ [DRAG_HANDLE_ATTRIBUTE]: '' }}
        sx={{ cursor: 'move', pr: 7, userSelect: 'none', touchAction: 'none' }}
      >
        {overview.key}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={() => setIsOpen(false)}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ flex: 1, overflowY: 'auto' }}>
        {overview.golfRoundIds.length === 0 ? (
          <Alert severity="info">These rounds have no shots to show.</Alert>
        ) : (
          <Box>
            <ViewShotsBody accountId={accountId} golfRoundIds={overview.golfRoundIds} />
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
