import { countText } from '@linksight/golf-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CompareSide } from '@linksight/api-contract';
import { NINE_HOLE_NOTE } from '../../../components/ui/nine-hole-note';
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
  const isNine = data?.ok === true && data.selections.holeCount === 9;
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
            {data
              ? `${data.label} · ${countText(data.roundCount, 'round')}${isNine ? ' of 9 holes' : ''}`
              : '…'}
          </Typography>
          {/* An outside audit read "Scoring Average 76.0" over rounds scored 34–42, with no word of why. */}
          {isNine && (
            <Typography variant="body2" color="text.secondary" data-testid={`${side}-nine-hole-note`}>
              {NINE_HOLE_NOTE}
            </Typography>
          )}
        </Box>
      )}
    </Paper>
  );
}
