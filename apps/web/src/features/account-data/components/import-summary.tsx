import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ImportCounts } from '../hooks/use-import-runner';

/**
 * The numbers of a check or of an import. Before the import nothing has been skipped or has failed yet:
 * the check says what will happen ("Cannot be imported"), the import what did ("Not imported" counts the
 * rounds with a problem found by the check as well as any the import refused).
 */
export function ImportSummary({
  counts,
  isDone,
  ready,
}: {
  counts: ImportCounts;
  isDone: boolean;
  ready?: number;
}) {
  const items = isDone
    ? [
        { label: 'Imported', value: counts.imported },
        { label: 'Skipped as duplicates', value: counts.duplicates },
        { label: 'Not imported', value: counts.failed },
      ]
    : [
        { label: 'Ready to import', value: ready ?? 0 },
        { label: 'Duplicates to skip', value: counts.duplicates },
        { label: 'Cannot be imported', value: counts.failed },
      ];
  return (
    <Box
      component="dl"
      aria-label={isDone ? 'Import summary' : 'Check summary'}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 170px))',
        gap: { xs: 1, sm: 2 },
        m: 0,
        my: 2,
      }}
    >
      {items.map((item) => (
        <Box
          key={item.label}
          sx={{ minWidth: 150, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
