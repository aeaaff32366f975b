import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { Theme } from '@mui/material/styles';
import { readableTextOn, type StatView } from '@linksight/golf-core';
import { assessmentColumnGroups, assessmentCell, standardCellText } from '../utils/assessment-columns';
import type { DashboardOverview } from '../utils/overview-model';
import { OverviewErrorReporter } from './overview-error-reporter';
import { ScrollShadowBox } from '../../../components/ui/scroll-shadow-box';

type AssessmentTableProps = {
  overviews: readonly DashboardOverview[];
  category: StatView;
  standardLabel: string | null;
  onToggle: (key: string) => void;
  onToggleAll: (hide: boolean) => void;
  /** Opens a row's shots; absent where the visitor may not see them (My Rounds private, spec 2 §4). */
  onViewShots?: (overview: DashboardOverview) => void;
};

/**
 * The name column stays in view while the figures scroll. On a phone it wraps within 170 px with tighter
 * padding (issue 23: it took 285 of 375 px unwrapped, leaving room for one figure).
 */
const stickySx = {
  position: 'sticky',
  left: 0,
  zIndex: 2,
  bgcolor: 'background.paper',
  minWidth: 170,
  maxWidth: { xs: 170, sm: 'none' },
  px: { xs: 1, sm: 2 },
  '&&': { whiteSpace: { xs: 'normal', sm: 'nowrap' } },
  overflowWrap: 'break-word',
} as const;
const DETAIL = 'assessment-detail';
/**
 * An overview's name between its Hide and View shots buttons; on a phone the buttons stack on the left, so
 * the name has the cell's width ("Last 3 Tournaments" broke as "Tourname-nts" between them at 375 px).
 */
const NAME_CELL_SX = {
  display: 'grid',
  alignItems: 'center',
  columnGap: 0.5,
  // From sm the name does not wrap: its track is at least its width, or the table's automatic layout
  // shrank the cell and "Last 3 Tournaments" ran under the View shots button.
  gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'auto minmax(max-content, 1fr) auto auto' },
  gridTemplateAreas: { xs: '"eye name" "map name" "error name"', sm: '"eye name error map"' },
} as const;
/**
 * issue 23 (Total Blocking Time): the figures' cells are styled by these table rules, not by an `sx` object
 * and a Box and Typography per cell (a table is hundreds of cells, rendered again as each overview arrives).
 * The highlight: MUI's white contrastText reads at 2.77:1 on success.light; the text colour follows the
 * cell colour.
 */
const tableSx = {
  '& td, & th': { whiteSpace: 'nowrap' },
  '& td[data-highlighted]': (theme: Theme) => ({
    bgcolor: theme.palette.success.light,
    color: readableTextOn(theme.palette.success.light),
    fontWeight: 600,
  }),
  [`& .${DETAIL}`]: (theme: Theme) => ({ ...theme.typography.caption, opacity: 0.8 }),
} as const;

export function AssessmentTable(props: AssessmentTableProps) {
  const { overviews, category, standardLabel } = props;
  const groups = assessmentColumnGroups(category);
  const columns = groups.flatMap((g) => g.columns);
  const usable = overviews.filter((o) => o.state !== 'error' && o.state !== 'no-data');
  const allHidden = usable.length > 0 && usable.every((o) => o.isHidden);
  const standardSource = overviews.find((o) => o.data !== null)?.data ?? null;

  return (
    <ScrollShadowBox>
      <Table size="small" aria-label={`${category} assessment`} sx={tableSx}>
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2} sx={{ ...stickySx, zIndex: 3 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <Tooltip title={allHidden ? 'Show all' : 'Hide all'}>
                  <IconButton
                    size="small"
                    aria-label={allHidden ? 'Show all overviews' : 'Hide all overviews'}
                    onClick={() => props.onToggleAll(!allHidden)}
                  >
                    {allHidden ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
                  </IconButton>
                </Tooltip>
                Overview
              </Box>
            </TableCell>
            {groups.map((g) => (
              <TableCell
                key={g.label}
                colSpan={g.columns.length}
                // On a phone a centred label of a wide group sat off screen, over an empty band.
                sx={{
                  fontWeight: 700,
                  borderLeft: 1,
                  borderColor: 'divider',
                  textAlign: { xs: 'left', sm: 'center' },
                }}
              >
                {g.label}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            {groups.flatMap((g) =>
              g.columns.map((c, i) => (
                <TableCell
                  key={c.id}
                  align="center"
                  sx={{ fontSize: 12, borderLeft: i === 0 ? 1 : 0, borderColor: 'divider' }}
                >
                  {c.label}
                </TableCell>
              )),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {standardLabel !== null && (
            <TableRow data-testid="standard-row" sx={{ bgcolor: 'action.hover' }}>
              <TableCell component="th" scope="row" sx={{ ...stickySx, bgcolor: 'background.default' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  Standard
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {standardLabel}
                </Typography>
              </TableCell>
              {columns.map((c) => (
                <TableCell key={c.id} align="center">
                  {standardCellText(c, standardSource)}
                </TableCell>
              ))}
            </TableRow>
          )}
          {overviews.map((o) => (
            <OverviewRow
              key={`${o.key}:${isPending(o) ? 'pending' : 'settled'}`}
              overview={o}
              columns={columns}
              {...props}
            />
          ))}
        </TableBody>
      </Table>
    </ScrollShadowBox>
  );
}

type OverviewRowProps = AssessmentTableProps & {
  overview: DashboardOverview;
  columns: ReturnType<typeof assessmentColumnGroups>[number]['columns'];
};

function OverviewRow({ overview: o, columns, onToggle, onViewShots }: OverviewRowProps) {
  const isUsable = o.state !== 'error' && o.state !== 'no-data';
  return (
    <TableRow data-testid="assessment-row" data-state={o.state} sx={{ opacity: o.isHidden ? 0.5 : 1 }}>
      <TableCell component="th" scope="row" sx={{ ...stickySx, borderLeft: 4, borderLeftColor: o.color }}>
        <Box sx={NAME_CELL_SX}>
          <IconButton
            sx={{ gridArea: 'eye' }}
            size="small"
            disabled={!isUsable}
            aria-pressed={!o.isHidden}
            aria-label={`${o.isHidden ? 'Show' : 'Hide'} ${o.key}`}
            onClick={() => onToggle(o.key)}
          >
            {o.isHidden ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
          </IconButton>
          <Box sx={{ gridArea: 'name', minWidth: 0 }}>
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, textDecoration: o.isHidden ? 'line-through' : 'none' }}
            >
              {o.key}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {o.details}
            </Typography>
          </Box>
          {o.error !== null && (
            <Box sx={{ gridArea: 'error' }}>
              <OverviewErrorReporter message={o.error} />
            </Box>
          )}
          {onViewShots && (
            <Tooltip title="View shots">
              <span style={{ gridArea: 'map' }}>
                <IconButton
                  size="small"
                  aria-label={`View shots for ${o.key}`}
                  disabled={o.golfRoundIds.length === 0 || !isUsable}
                  onClick={() => onViewShots(o)}
                >
                  <MapOutlinedIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          )}
        </Box>
      </TableCell>
      <RowCells overview={o} columns={columns} />
    </TableRow>
  );
}

/**
 * A row whose figures arrive is mounted anew (its key above), not patched cell by cell. Issue 23 (Total
 * Blocking Time): Lighthouse's trace records a JavaScript stack for every style change of an element on
 * the page (~0.35 ms each here), so swapping a row's skeletons for figures in place (a class, an attribute
 * and two children per cell, ~400 changes for three rows) made a 186 ms task; a new row is built off the
 * page and inserted once.
 */
const isPending = (o: DashboardOverview) => o.state === 'waiting' || o.state === 'loading';

function RowCells({ overview: o, columns }: Pick<OverviewRowProps, 'overview' | 'columns'>) {
  if (o.isHidden) return <TableCell colSpan={columns.length} />;
  // One placeholder across the row: the row is replaced when its figures come, and Lighthouse records a
  // stack for every element taken off the page, so a skeleton per column (57 in "All") cost 57 of them.
  if (isPending(o))
    return (
      <TableCell colSpan={columns.length} aria-busy="true">
        <Skeleton />
      </TableCell>
    );
  if (o.state === 'no-data' || o.error !== null || o.data === null)
    return (
      <TableCell colSpan={columns.length} sx={{ color: o.error === null ? 'text.secondary' : 'error.main' }}>
        {o.error ?? 'No data for these rounds'}
      </TableCell>
    );
  const data = o.data;
  return columns.map((c) => {
    const cell = assessmentCell(c, data);
    return (
      <TableCell key={c.id} align="center" data-highlighted={cell.isHighlighted || undefined}>
        <div>{cell.text}</div>
        {cell.detail !== null && <span className={DETAIL}>{cell.detail}</span>}
      </TableCell>
    );
  });
}
