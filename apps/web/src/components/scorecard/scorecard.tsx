import { Fragment, type ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import { format, parseISO } from 'date-fns';
import {
  IN,
  OUT,
  roundColumnData,
  scorecardColumns,
  TOTAL,
  type ScorecardGroup,
  type ScorecardRound,
} from '@linksight/golf-core';
import { FOCUS_RING } from '../../lib/theme';
import { ScoreSymbol, scoreSymbolSx } from './score-symbol';
import { ScrollShadowBox } from '../ui/scroll-shadow-box';

export type ScorecardSelection = { roundId: number; courseHoleNumber: number | null };

type ScorecardProps = {
  groups: readonly ScorecardGroup[];
  /** spec 3 §2: clicking a header, cell or round row focuses that round and hole on the map. */
  onSelect?: (selection: ScorecardSelection) => void;
  selected?: ScorecardSelection | null;
  /** False when the caller draws the group bar itself (the My Rounds view's collapsible groups). */
  hasGroupBar?: boolean;
};

const TOTAL_COLUMNS = new Set([OUT, IN, TOTAL]);

/**
 * issue 23 (Total Blocking Time): the cells are plain elements with class names and data attributes,
 * styled once by the table's rules below, instead of a TableCell, an `sx` object, a ButtonBase and a Box
 * per cell: a group of scorecards is hundreds of cells, and they were My Rounds' largest commit.
 */
const STICKY = 'scorecard-sticky';
const GROUP_BAR = 'scorecard-group-bar';
const CELL_BUTTON = 'scorecard-button';
const ROUND_NAME = 'scorecard-round-name';
const tableSx = {
  // MUI's small TableCell (body2, its border colour, 6 px padding here), for plain td and th: a cell
  // component per cell was the next largest share of the scorecard's render.
  '& td, & th': {
    typography: 'body2',
    display: 'table-cell',
    verticalAlign: 'inherit',
    borderBottom: (theme: Theme) => `1px solid ${tableCellBorder(theme)}`,
    color: 'text.primary',
    py: 0.75,
    px: 0.75,
    textAlign: 'center',
    whiteSpace: 'nowrap',
  },
  '& thead th': {
    lineHeight: (theme: Theme) => theme.typography.pxToRem(24),
    fontWeight: (theme: Theme) => theme.typography.fontWeightMedium,
  },
  '& thead th + th': { fontWeight: 700 },
  '& [data-total]': { fontWeight: 700, bgcolor: 'action.hover' },
  '& [data-focused]': { bgcolor: 'action.focus' },
  '& tr[data-par] td': { color: 'text.secondary' },
  [`& .${STICKY}`]: {
    position: 'sticky',
    left: 0,
    bgcolor: 'background.paper',
    zIndex: 1,
    minWidth: 150,
    textAlign: 'left',
  },
  // The look of MUI's ButtonBase (a reset button), with the theme's keyboard focus ring (lib/theme.ts).
  [`& .${CELL_BUTTON}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    minWidth: 24,
    minHeight: 24,
    m: 0,
    p: 0,
    border: 0,
    borderRadius: 0.5,
    bgcolor: 'transparent',
    font: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    outline: 0,
    '&:focus-visible': FOCUS_RING,
  },
  // The round's name and date keep the browser's button font, as under ButtonBase before.
  [`& tbody th .${CELL_BUTTON}`]: { display: 'block', textAlign: 'left', borderRadius: 1, font: 'revert' },
  [`& .${ROUND_NAME}`]: { display: 'block', fontWeight: 600 },
  [`& .${GROUP_BAR}`]: { textAlign: 'left' },
  ...scoreSymbolSx,
} as const;

/** The bottom border of MUI's TableCell: the divider colour made opaque, lightened or darkened. */
const tableCellBorder = (theme: Theme) =>
  theme.palette.mode === 'light'
    ? lighten(alpha(theme.palette.divider, 1), 0.88)
    : darken(alpha(theme.palette.divider, 1), 0.68);

/**
 * A clickable scorecard cell is a real button (issue 23: `<td onClick>` could not be reached by keyboard):
 * Tab reaches it, Enter and Space select like a click. Without `onSelect` the content stays plain text.
 */
function CellButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  if (onClick === undefined) return <>{children}</>;
  return (
    <button type="button" className={CELL_BUTTON} onClick={onClick} aria-label={label}>
      {children}
    </button>
  );
}

/** spec 3 §2: round rows show name and date (long date). */
export const longDate = (iso: string): string => format(parseISO(iso), 'MMMM d, yyyy');

function percent(value: number | null): string {
  return value === null ? '—' : `${value}%`;
}

/** spec 3 §2 group bar: FIR %, GIR %, Up/Down %, Putts (one decimal) and Avg Score v Par. */
export function groupBarText(group: ScorecardGroup): string {
  const a = group.aggregateData;
  return [
    `FIR ${percent(a.fir)}`,
    `GIR ${percent(a.gir)}`,
    `Up/Down ${percent(a.upDown)}`,
    `Putts ${a.puttCount === null ? '—' : a.puttCount.toFixed(1)}`,
    `Avg Score v Par ${a.avgScoreVsParText || '—'}`,
  ].join(' · ');
}

/** Scorecard of groups (spec 3 §2): hole header, group bar, Par row, per-hole score symbols, OUT/IN/TOTAL. */
export function Scorecard({ groups, onSelect, selected, hasGroupBar = true }: ScorecardProps) {
  // One header for all groups: the union of their holes (spec 3 §2 front- or back-nine-only layouts).
  const columns = scorecardColumns(groups.flatMap((g) => g.rounds));
  const firstRound = groups[0]?.rounds[0];
  const select = (round: ScorecardRound | undefined, column: string | null) => {
    if (round === undefined || onSelect === undefined) return;
    onSelect({
      roundId: round.id,
      courseHoleNumber: column === null || TOTAL_COLUMNS.has(column) ? null : Number(column),
    });
  };
  return (
    <ScrollShadowBox>
      <Table size="small" aria-label="Scorecard" sx={tableSx}>
        <TableHead>
          <TableRow>
            <th scope="col" className={STICKY}>
              Hole
            </th>
            {columns.map((c) => (
              <th key={c} scope="col" data-total={TOTAL_COLUMNS.has(c) || undefined}>
                <CellButton
                  label={TOTAL_COLUMNS.has(c) ? c : `Hole ${c}`}
                  onClick={onSelect && firstRound ? () => select(firstRound, c) : undefined}
                >
                  {c}
                </CellButton>
              </th>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => (
            <Fragment key={group.key}>
              {hasGroupBar && (
                <TableRow sx={{ bgcolor: 'action.selected' }}>
                  <td colSpan={columns.length + 1} className={GROUP_BAR}>
                    <Typography variant="body2" component="span" sx={{ fontWeight: 700, mr: 1 }}>
                      {group.name}
                    </Typography>
                    <Typography variant="caption" component="span" color="text.secondary">
                      {groupBarText(group)}
                    </Typography>
                  </td>
                </TableRow>
              )}
              <TableRow data-par>
                <th scope="row" className={STICKY}>
                  Par
                </th>
                {columns.map((c) => (
                  <td key={c}>{group.aggregateData.columnData[c]?.par ?? ''}</td>
                ))}
              </TableRow>
              {group.rounds.map((round) => (
                <RoundRow
                  key={round.id}
                  round={round}
                  columns={columns}
                  select={select}
                  hasSelect={onSelect !== undefined}
                  selected={selected ?? null}
                />
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </ScrollShadowBox>
  );
}

type RoundRowProps = {
  round: ScorecardRound;
  columns: readonly string[];
  select: (round: ScorecardRound, column: string | null) => void;
  hasSelect: boolean;
  selected: ScorecardSelection | null;
};

function RoundRow({ round, columns, select, hasSelect, selected }: RoundRowProps) {
  const cells = roundColumnData(round, columns);
  const isSelectedRound = selected?.roundId === round.id;
  return (
    <TableRow hover selected={isSelectedRound} data-round-id={round.id}>
      <th scope="row" className={STICKY}>
        <button type="button" className={CELL_BUTTON} onClick={() => select(round, null)}>
          <span className={ROUND_NAME}>{round.label}</span>
          <Typography variant="caption" color="text.secondary">
            {longDate(round.playedAt)}
            {round.isCompleted === false && ' · in progress'}
          </Typography>
        </button>
      </th>
      {columns.map((c) => (
        <td
          key={c}
          data-column={c}
          data-total={TOTAL_COLUMNS.has(c) || undefined}
          data-focused={
            (!TOTAL_COLUMNS.has(c) && isSelectedRound && selected?.courseHoleNumber === Number(c)) ||
            undefined
          }
        >
          <CellButton
            label={`${round.label}, ${TOTAL_COLUMNS.has(c) ? c : `hole ${c}`}: ${cells[c]?.score ?? 'no score'}`}
            onClick={hasSelect ? () => select(round, c) : undefined}
          >
            {TOTAL_COLUMNS.has(c) ? (cells[c]?.score ?? '') : <ScoreSymbol cell={cells[c]} />}
          </CellButton>
        </td>
      ))}
    </TableRow>
  );
}
