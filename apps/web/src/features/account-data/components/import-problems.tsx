import { Fragment, useMemo } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { arrangeProblems, describePlace, type ImportProblem } from '../utils/problem-list';

/** Problems listed at most (the first ones are what a person fixes; the count says how many more). */
const SHOWN = 200;

/** Every problem of the file with its rows (or round) and field, once each, in file order (issue 20). */
export function ImportProblems({ problems }: { problems: ImportProblem[] }) {
  const lines = useMemo(() => arrangeProblems(problems), [problems]);
  if (lines.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="import-problems-title" sx={{ my: 2 }}>
      <Typography id="import-problems-title" variant="h6" component="h2" color="error">
        {lines.length === 1 ? '1 problem found' : `${lines.length} problems found`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Rounds with a problem are not imported; fix the file and choose it again to add them.
      </Typography>
      {/* A phone shows the list in the page's own scroll: a 360 px box of its own cut rows mid-text there. */}
      <Box
        sx={{
          maxHeight: { xs: 'none', sm: 360 },
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Table size="small" stickyHeader aria-label="Problems">
          <TableHead>
            <TableRow>
              <TableCell>Where</TableCell>
              <TableCell>Field</TableCell>
              <TableCell>Problem</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.slice(0, SHOWN).map((p, i) => (
              <TableRow key={i}>
                <TableCell>
                  {/* A list of rows may wrap after a comma, never inside "Rows 2–19". */}
                  {describePlace(p.place)
                    .split(', ')
                    .map((part, k) => (
                      <Fragment key={k}>
                        {k > 0 && ', '}
                        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                          {part}
                        </Box>
                      </Fragment>
                    ))}
                </TableCell>
                {/* A JSON path may break after each dot, a field name not inside a word. */}
                <TableCell sx={{ minWidth: 72 }}>{p.field.replaceAll('.', '.\u200b')}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{p.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {lines.length > SHOWN && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          and {lines.length - SHOWN} more
        </Typography>
      )}
    </Box>
  );
}
