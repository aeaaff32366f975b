import { Fragment, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
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
import { gridTarget, isGridKey } from './grid-navigation';

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
 * Enter and Space select like a click. One button per scorecard is a Tab stop (`tabIndex` 0), the arrows
 * move between them (grid-navigation.ts). Without `onClick` the content stays plain text.
 */
function CellButton({
  label,
  cell,
  activeCell,
  onClick,
  children,
}: {
  /** The button's name when its text alone does not say which cell it is. */
  label?: string;
  cell: string;
  activeCell: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  if (onClick === undefined) return <>{children}</>;
  return (
    <button
      type="button"
      className={CELL_BUTTON}
      onClick={onClick}
      aria-label={label}
      data-cell={cell}
      tabIndex={cell === activeCell ? 0 : -1}
    >
      {children}
    </button>
  );
}

/** A cell's name for the roving Tab stop: the hole header's column, or a round's column ("name" for its row header). */
const cellName = (roundId: number | null, column: string | null) =>
  `${roundId ?? 'hole'}:${column ?? 'name'}`;

/**
 * The scorecard's Tab stop: the cell last focused while it is still drawn, else the selected cell, else
 * the first hole's header.
 */
function useActiveCell(
  groups: readonly ScorecardGroup[],
  columns: readonly string[],
  selected: ScorecardSelection | null | undefined,
) {
  const [focused, setFocused] = useState<string | null>(null);
  const roundIds = new Set(groups.flatMap((g) => g.rounds.map((r) => r.id)));
  const names = new Set(columns.map((c) => cellName(null, c)));
  for (const id of roundIds) {
    names.add(cellName(id, null));
    for (const c of columns) names.add(cellName(id, c));
  }
  const selectedName =
    selected && roundIds.has(selected.roundId)
      ? cellName(
          selected.roundId,
          selected.courseHoleNumber === null ? null : String(selected.courseHoleNumber),
        )
      : null;
  const active = [focused, selectedName].find((name) => name !== null && names.has(name));
  return {
    activeCell: active ?? cellName(null, columns[0] ?? null),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const name = event.target.dataset['cell'];
      if (name !== undefined && name !== focused) setFocused(name);
    },
    onKeyDown: (event: KeyboardEvent<HTMLTableElement>) => {
      if (!isGridKey(event.key) || !(event.target instanceof HTMLButtonElement)) return;
      event.preventDefault();
      gridTarget(event.currentTarget, event.target, event.key, event.ctrlKey || event.metaKey)?.focus();
    },
  };
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
  const { activeCell, onFocus, onKeyDown } = useActiveCell(groups, columns, selected);
  const select = (round: ScorecardRound | undefined, column: string | null) => {
    if (round === undefined || onSelect === undefined) return;
    onSelect({
      roundId: round.id,
      courseHoleNumber: column === null || TOTAL_COLUMNS.has(column) ? null : Number(column),
    });
  };
  return (
    <ScrollShadowBox>
      <Table
        size="small"
        aria-label="Scorecard"
        sx={tableSx}
        {...(onSelect && { role: 'grid', onFocus, onKeyDown })}
      >
        <TableHead>
          <TableRow>
            <th scope="col" className={STICKY}>
              Hole
            </th>
            {columns.map((c) => (
              <th key={c} scope="col" data-total={TOTAL_COLUMNS.has(c) || undefined}>
                <CellButton
                  label={TOTAL_COLUMNS.has(c) ? c : `Hole ${c}`}
                  cell={cellName(null, c)}
                  activeCell={activeCell}
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
                  activeCell={activeCell}
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
  activeCell: string;
};

function RoundRow({ round, columns, select, hasSelect, selected, activeCell }: RoundRowProps) {
  const cells = roundColumnData(round, columns);
  const isSelectedRound = selected?.roundId === round.id;
  return (
    <TableRow hover selected={isSelectedRound} data-round-id={round.id}>
      <th scope="row" className={STICKY}>
        <CellButton
          cell={cellName(round.id, null)}
          activeCell={activeCell}
          onClick={hasSelect ? () => select(round, null) : undefined}
        >
          <span className={ROUND_NAME}>{round.label}</span>
          <Typography variant="caption" color="text.secondary">
            {longDate(round.playedAt)}
            {round.isCompleted === false && ' · in progress'}
          </Typography>
        </CellButton>
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
            cell={cellName(round.id, c)}
            activeCell={activeCell}
            onClick={hasSelect ? () => select(round, c) : undefined}
          >
            {TOTAL_COLUMNS.has(c) ? (cells[c]?.score ?? '') : <ScoreSymbol cell={cells[c]} />}
          </CellButton>
        </td>
      ))}
    </TableRow>
  );
}
