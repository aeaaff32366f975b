import { useRef } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useScrollEdges } from '../../lib/use-scroll-edges';

const SHADE_WIDTH_PX = 16;

function Shade({ side, isShown }: { side: 'left' | 'right'; isShown: boolean }) {
  return (
    <Box
      aria-hidden
      data-scroll-shade={side}
      data-shown={isShown}
      sx={(theme) => ({
        position: 'absolute',
        top: 0,
        bottom: 0,
        [side]: 0,
        width: SHADE_WIDTH_PX,
        pointerEvents: 'none',
        opacity: isShown ? 1 : 0,
        transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.shortest }),
        background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, ${alpha(
          theme.palette.text.primary,
          0.16,
        )}, transparent)`,
        // Printed pages (reports, PDFs) show whole tables or cut them; a shade says nothing there.
        '@media print': { display: 'none' },
      })}
    />
  );
}

/**
 * A box that scrolls sideways when its content (a wide table) does not fit, with a shade on each side that
 * hides columns, so a phone shows that there is more to the right (issue 23's 375 px pass). Props go to the
 * scrolling box itself; the shades sit over its edges without taking clicks.
 */
export function ScrollShadowBox({ sx, children, ...rest }: Omit<BoxProps, 'ref'>) {
  const ref = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(ref);
  return (
    <Box sx={{ position: 'relative', minWidth: 0, maxWidth: '100%' }}>
      <Box
        ref={ref}
        {...rest}
        sx={[{ overflowX: 'auto', maxWidth: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {children}
      </Box>
      <Shade side="left" isShown={edges.hasMoreBefore} />
      <Shade side="right" isShown={edges.hasMoreAfter} />
    </Box>
  );
}
