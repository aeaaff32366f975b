import Box from '@mui/material/Box';

/** The legend's row height (px): a chart with a legend draws in its height minus this. */
export const LEGEND_HEIGHT = 24;

/** A chart's series names beside their colours, one row under the drawing (text, so it wraps and reads). */
export function ChartLegend({ items }: { items: readonly { label: string; color: string }[] }) {
  return (
    <Box
      component="ul"
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        display: 'flex',
        justifyContent: 'center',
        flexWrap: 'wrap',
        columnGap: 2,
        minHeight: LEGEND_HEIGHT,
        alignItems: 'center',
        fontSize: 12,
        '& li::before': {
          content: '""',
          display: 'inline-block',
          width: 10,
          height: 10,
          mr: 0.75,
          bgcolor: 'var(--legend-color)',
        },
      }}
    >
      {items.map((item) => (
        <li key={item.label} style={{ ['--legend-color' as string]: item.color }}>
          {item.label}
        </li>
      ))}
    </Box>
  );
}
