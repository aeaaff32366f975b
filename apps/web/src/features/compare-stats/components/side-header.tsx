import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CompareSide } from '@linksight/api-contract';
import { sideMarkColors, sideTextColor } from '../utils/side-colors';

/** One side of the header: whose rounds, which of them, how many; or that side's own error. */
export function SideHeader({
  side,
  data,
  fallbackName,
}: {
  side: 'left' | 'right';
  data: CompareSide | undefined;
  fallbackName: string;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, borderTop: 4, borderTopColor: (theme) => sideMarkColors(theme)[side], minWidth: 0 }}
      data-testid={`${side}-header`}
    >
      <Typography variant="overline" sx={{ color: sideTextColor(side), fontWeight: 700 }}>
        {side === 'left' ? 'Left' : 'Right'}
      </Typography>
      {data && !data.ok ? (
        <Alert severity="warning" data-testid={`${side}-error`}>
          {data.error.message}
        </Alert>
      ) : (
        <Box>
          <Typography variant="h6" component="p" sx={{ lineHeight: 1.3 }}>
            {data?.player.playerName ?? fallbackName}
          </Typography>
          <Typography color="text.secondary" data-testid={`${side}-summary`}>
            {data ? `${data.label} · ${data.roundCount} rounds` : '…'}
          </Typography>
        </Box>
      )}
    </Paper>
  );
}
