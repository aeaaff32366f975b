import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

type ReportTableProps = {
  caption?: string;
  head: readonly ReactNode[];
  rows: readonly (readonly ReactNode[])[];
  /** Columns after the first are numbers: right-aligned. */
  numeric?: boolean;
  testId?: string;
};

/**
 * Tables of at most this many rows are printed whole on one page: split, a category's heading and column
 * header were left at the foot of a page with its rows on the next. Longer ones break between rows.
 */
const KEEP_TOGETHER_ROWS = 24;

/** A dense print table: header repeated on each page, rows never split (report-document CSS). */
export function ReportTable({ caption, head, rows, numeric = true, testId }: ReportTableProps) {
  return (
    <Box
      component="table"
      data-testid={testId}
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        fontSize: 12,
        mb: 2,
        breakInside: rows.length <= KEEP_TOGETHER_ROWS ? 'avoid' : 'auto',
        '& caption': { textAlign: 'left', fontWeight: 700, fontSize: 13, pb: 0.5 },
        '& th, & td': { borderBottom: '1px solid #e5e7eb', px: 0.75, py: 0.4 },
        '& th': { background: '#f3f4f6', fontWeight: 700, textAlign: 'left' },
        ...(numeric ? { '& td:not(:first-of-type), & th:not(:first-of-type)': { textAlign: 'right' } } : {}),
      }}
    >
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {head.map((h, i) => (
            <th key={i} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell, c) => (
              <td key={c}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/** A row of key figures at the top of a report. */
export function KeyFigures({ figures }: { figures: readonly { label: string; value: string }[] }) {
  return (
    <Box
      className="report-keep"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))', gap: 1, mb: 2 }}
    >
      {figures.map((f) => (
        <Box
          key={f.label}
          sx={{ border: '1px solid #e5e7eb', borderRadius: 1, p: 1 }}
          data-testid="key-figure"
        >
          <Box sx={{ fontSize: 11, color: 'text.secondary' }}>{f.label}</Box>
          <Box sx={{ fontSize: 18, fontWeight: 700 }}>{f.value}</Box>
        </Box>
      ))}
    </Box>
  );
}
