import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ResponsiveStyleValue } from '@mui/system';
import type { LandingSection as LandingSectionId } from '../../../config/paths';

type LandingSectionProps = {
  id: LandingSectionId;
  title: string;
  intro?: string;
  children?: ReactNode;
  isTinted?: boolean;
};

/** A titled band of the landing page; the top navigation links to it by id. */
export function LandingSection({ id, title, intro, children, isTinted = false }: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      tabIndex={-1}
      aria-labelledby={headingId}
      sx={{
        scrollMarginTop: 72,
        outline: 'none',
        py: { xs: 5, md: 8 },
        px: 2,
        bgcolor: isTinted ? 'action.hover' : undefined,
      }}
    >
      <Box sx={{ maxWidth: 1120, mx: 'auto' }}>
        <Typography id={headingId} variant="h4" component="h2" gutterBottom sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
        {intro && (
          <Typography sx={{ maxWidth: 720, mb: 3, fontSize: 18 }} color="text.secondary">
            {intro}
          </Typography>
        )}
        {children}
      </Box>
    </Box>
  );
}

/** A list of the landing's cards, laid out in `columns` (a grid-template-columns value). */
export const cardListSx = (columns: ResponsiveStyleValue<string>) => ({
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: columns,
});

/** One card of such a list. */
export const CARD_SX = { borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' };

export function FeatureGrid({ items }: { items: { title: string; text: string }[] }) {
  return (
    <Box component="ul" sx={cardListSx('repeat(auto-fit, minmax(240px, 1fr))')}>
      {items.map((item) => (
        <Box component="li" key={item.title} sx={{ ...CARD_SX, p: 3 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            {item.title}
          </Typography>
          <Typography color="text.secondary">{item.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}
