import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import TuneIcon from '@mui/icons-material/Tune';
import type { CompareStats } from '@linksight/api-contract';
import {
  MAX_METRICS_PER_GROUP,
  type MetricGroup,
  type MetricsSelections,
  type StatCategory,
} from '@linksight/golf-core';
import { sideTextColor, type Side } from '../utils/side-colors';
import { PRINT_DENSE_TABLE } from '../utils/print-table';
import { SideHeaderCells } from './side-header-cells';

/** The mark beside the better side's value in a row (spec 2 §2: the better side is marked). */
const BETTER_MARK = '✓';

/** Stat, left, right, Diff: a stat name wraps within its share, a value with its mark never does. */
const COLUMN_WIDTHS = ['36%', '23%', '23%', '18%'] as const;

type ComparisonTableProps = {
  data: CompareStats;
  metrics: MetricsSelections;
  onMetricsChange: (m: MetricsSelections) => void;
  leftLabel: string;
  rightLabel: string;
  /** Print: no metric menus. */
  isStatic?: boolean;
};

function MetricPicker({
  group,
  selected,
  onChange,
}: {
  group: MetricGroup;
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggle = (id: string) => {
    const next = selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
    if (next.length <= MAX_METRICS_PER_GROUP) onChange(next);
  };
  return (
    <>
      <Tooltip title={`Choose ${group.label} metrics`}>
        <IconButton
          size="small"
          aria-label={`Choose ${group.label} metrics`}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <TuneIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 420, maxWidth: 380 } } }}
      >
        {group.metrics.map((m) => (
          <MenuItem
            key={m.id}
            onClick={() => toggle(m.id)}
            role="menuitemcheckbox"
            aria-checked={selected.includes(m.id)}
          >
            <ListItemIcon>
              <Checkbox
                size="small"
                edge="start"
                checked={selected.includes(m.id)}
                tabIndex={-1}
                disableRipple
              />
            </ListItemIcon>
            <ListItemText
              primary={m.label}
              secondary={m.description}
              slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** spec 2 §2: the comparison table, a column group per shot type with its metric picker; better side marked. */
export function ComparisonTable({
  data,
  metrics,
  onMetricsChange,
  leftLabel,
  rightLabel,
  isStatic,
}: ComparisonTableProps) {
  const cell = (text: string | undefined, isBetter: boolean, side: Side) => (
    <TableCell
      align="right"
      sx={{
        fontWeight: isBetter ? 700 : 400,
        color: isBetter ? sideTextColor(side) : undefined,
        whiteSpace: 'nowrap',
      }}
    >
      {text ?? '-'}
      {isBetter && (
        // A check, not an up arrow: for scores, putts and penalties the better value is the lower one.
        <Box component="span" sx={{ ml: 0.5 }} aria-label="better">
          {BETTER_MARK}
        </Box>
      )}
    </TableCell>
  );
  return (
    <Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: isStatic
            ? 'repeat(2, minmax(0, 1fr))'
            : {
                xs: 'minmax(0, 1fr)',
                lg: 'repeat(2, minmax(0, 1fr))',
                xl: 'repeat(3, minmax(0, 1fr))',
              },
        }}
        data-testid="comparison-table"
      >
        {data.groups.map((group) => {
          const menu = data.metricGroups.find((g) => g.shotType === group.shotType)!;
          return (
            <Paper
              key={group.shotType}
              variant="outlined"
              // A card is not split across two PDF pages (its heading had been left at the foot of one).
              className="report-keep"
              sx={{ minWidth: 0, overflowX: 'auto' }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', px: 1.5, pt: 1 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
                  {group.label}
                </Typography>
                {!isStatic && (
                  <MetricPicker
                    group={menu}
                    selected={metrics[group.shotType as StatCategory]}
                    onChange={(ids) => onMetricsChange({ ...metrics, [group.shotType]: ids })}
                  />
                )}
              </Box>
              <Table
                size="small"
                aria-label={`${group.label} comparison`}
                // At 375 px MUI's 16 px cell sides pushed Diff out of the card; a phone gets 6 px, and so does
                // paper, where the Summary's two cards share a 7.5 in line.
                sx={[
                  { '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 }, '@media print': { px: 0.75 } } },
                  // On screen the same columns in every card: headers wrap alike and rows line up across
                  // the grid (each card sized its columns from its own stat names before). Paper keeps the
                  // columns its content asks for, which fits the Summary's five cards on one sheet.
                  { tableLayout: isStatic ? 'auto' : 'fixed' },
                  PRINT_DENSE_TABLE,
                ]}
              >
                {!isStatic && (
                  <colgroup>
                    {COLUMN_WIDTHS.map((width, i) => (
                      <col key={i} style={{ width }} />
                    ))}
                  </colgroup>
                )}
                <TableHead>
                  <TableRow>
                    <TableCell>Stat</TableCell>
                    <SideHeaderCells leftLabel={leftLabel} rightLabel={rightLabel} />
                    <TableCell align="right">Diff</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {group.rows.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={4} sx={{ color: 'text.secondary' }}>
                        No metrics chosen: pick some with the menu.
                      </TableCell>
                    </TableRow>
                  )}
                  {group.rows.map((row) => (
                    <TableRow key={row.id} data-testid={`row-${row.id}`}>
                      <TableCell>
                        <Tooltip title={row.description}>
                          <span>{row.label}</span>
                        </Tooltip>
                      </TableCell>
                      {cell(row.left?.formatted, row.better === 'left', 'left')}
                      {cell(row.right?.formatted, row.better === 'right', 'right')}
                      <TableCell align="right" sx={{ color: 'text.secondary' }}>
                        {row.difference ?? '-'}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          );
        })}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {BETTER_MARK} marks the better of the two values in each row; for stats such as scoring average,
        bogeys, putts and proximity the lower value is the better one.
      </Typography>
    </Box>
  );
}
