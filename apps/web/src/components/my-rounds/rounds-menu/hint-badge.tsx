import Box from '@mui/material/Box';
import type { RoundHintClass } from '@linksight/golf-core';

/** Badge colours by hint class; E and class-less hints are neutral. Under par is red, as on scoreboards. */
const COLORS: Record<RoundHintClass | 'none', { bgcolor: string; color: string }> = {
  tournament: { bgcolor: 'primary.main', color: 'primary.contrastText' },
  practice: { bgcolor: 'grey.600', color: 'common.white' },
  'under-par': { bgcolor: 'error.main', color: 'error.contrastText' },
  'over-par': { bgcolor: 'text.primary', color: 'background.paper' },
  none: { bgcolor: 'action.selected', color: 'text.primary' },
};

type HintBadgeProps = { hint: string; hintClass: RoundHintClass | null };

/** spec 3 §3 round list item hint (T, P, Q, score vs par, R{n}) as a small coloured badge. */
export function HintBadge({ hint, hintClass }: HintBadgeProps) {
  return (
    <Box
      component="span"
      data-hint-class={hintClass ?? 'none'}
      sx={{
        ...COLORS[hintClass ?? 'none'],
        px: 0.75,
        minWidth: 24,
        borderRadius: 1,
        fontSize: 12,
        fontWeight: 700,
        lineHeight: '20px',
        textAlign: 'center',
        flexShrink: 0,
      }}
    >
      {hint}
    </Box>
  );
}
