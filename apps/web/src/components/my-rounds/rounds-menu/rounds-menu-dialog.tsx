import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  arrangeRoundList,
  buildRoundList,
  defaultRoundListSort,
  limitTournamentGroups,
  QUICK_SETS,
  roundCheckState,
  SEARCH_DEBOUNCE_MS,
  ROUND_LIST_SORTS,
  ROUND_LIST_VIEWS,
  toggleRoundSelection,
  type QuickSet,
  type RoundListItem,
  type RoundListSort,
  type RoundListSource,
  type RoundListView,
  type RoundListWarning,
} from '@linksight/golf-core';
import { MenuButton } from '../menu-button';
import { ARROW_WIDTH, RoundListTree } from './round-list-tree';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** spec 3 §9: dialog width 540 px. */
const DIALOG_WIDTH = 540;
/** Not in the spec: the list opens on the first view option. */
const DEFAULT_VIEW: RoundListView = 'Event';

type RoundsMenuDialogProps = {
  /** The histories call's rounds, tournaments and courses. */
  source: RoundListSource;
  quickSet: QuickSet;
  selectedIds: readonly number[];
  isQuickSetAvailable: (quickSet: QuickSet) => boolean;
  /** spec 3 §4: picking a quick option replaces the selection. */
  onQuickSet: (quickSet: QuickSet) => void;
  /** spec 3 §4: any manual change, or Clear Selections, switches to Custom with these ids. */
  onCustom: (ids: number[]) => void;
  onClose: () => void;
};

/** spec 3 §8: a missing tournament is a debug log, a missing course a warning. */
function logWarnings(warnings: readonly RoundListWarning[]) {
  for (const w of warnings) {
    if (w.kind === 'missing-tournament') console.debug(w.message);
    else console.warn(w.message);
  }
}

/** spec 3 §2 My Rounds menu dialog: search, Selected Rounds / View By / Sort By, Clear Selections, the list. */
export function RoundsMenuDialog(props: RoundsMenuDialogProps) {
  const { source, quickSet, selectedIds, isQuickSetAvailable, onQuickSet, onCustom, onClose } = props;
  const [view, setView] = useState<RoundListView>(DEFAULT_VIEW);
  const [sort, setSort] = useState<RoundListSort>(defaultRoundListSort(DEFAULT_VIEW));
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [expansion, setExpansion] = useState<Readonly<Record<string, boolean>>>({});
  const [isShowingAll, setIsShowingAll] = useState(false);

  const list = useMemo(() => buildRoundList(source, view), [source, view]);
  useEffect(() => logWarnings(list.warnings), [list]);
  const arranged = useMemo(() => arrangeRoundList(list, sort, query), [list, sort, query]);
  const isSearching = query.trim() !== '';
  // spec 3 §9 "Tournaments: first 3 shown, rest hidden"; a search shows every match.
  const { items, hiddenCount } =
    isSearching || isShowingAll ? { items: arranged, hiddenCount: 0 } : limitTournamentGroups(arranged);
  const allState = roundCheckState(arranged, selectedIds);
  const count = selectedIds.length;

  const chooseView = (next: RoundListView) => {
    setView(next);
    setSort(defaultRoundListSort(next));
    setIsShowingAll(false);
  };
  // Groups start closed; while searching they start open so the matching rounds show.
  const isExpanded = (item: RoundListItem) => expansion[item.trackBy] ?? isSearching;
  const toggleExpanded = (item: RoundListItem) =>
    setExpansion((prev) => ({ ...prev, [item.trackBy]: !isExpanded(item) }));

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="rounds-menu-title"
      sx={{
        '& .MuiDialog-paper': {
          width: { xs: '100%', sm: DIALOG_WIDTH },
          maxWidth: { xs: '100%', sm: DIALOG_WIDTH },
          m: { xs: 0, sm: 4 },
          maxHeight: { xs: '100%', sm: 'calc(100% - 64px)' },
        },
      }}
    >
      <DialogTitle id="rounds-menu-title">
        {count} {count === 1 ? 'Round' : 'Rounds'} Selected
      </DialogTitle>
      <Box sx={{ px: 3, pb: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <TextField
          size="small"
          type="search"
          placeholder="Search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ htmlInput: { 'aria-label': 'Search rounds' } }}
        />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <MenuButton
            label="Selected Rounds"
            value={quickSet}
            options={QUICK_SETS}
            isDisabled={(q) => q !== 'Custom' && !isQuickSetAvailable(q)}
            onChange={(q) => (q === 'Custom' ? onCustom([...selectedIds]) : onQuickSet(q))}
          />
          <MenuButton label="View By" value={view} options={ROUND_LIST_VIEWS} onChange={chooseView} />
          <MenuButton label="Sort By" value={sort} options={ROUND_LIST_SORTS} onChange={setSort} />
          <Button size="small" onClick={() => onCustom([])}>
            Clear Selections
          </Button>
        </Stack>
      </Box>
      <DialogContent dividers sx={{ px: 1 }}>
        {arranged.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2 }}>
            No rounds match.
          </Typography>
        ) : (
          <>
            <FormControlLabel
              sx={{ ml: 0, pl: `${ARROW_WIDTH + 4}px` }}
              control={
                <Checkbox
                  size="small"
                  checked={allState === 'selected'}
                  indeterminate={allState === 'indeterminate'}
                  onChange={() => onCustom(toggleRoundSelection(arranged, selectedIds))}
                />
              }
              label="All"
            />
            <RoundListTree
              items={items}
              selectedIds={selectedIds}
              isExpanded={isExpanded}
              onToggleExpanded={toggleExpanded}
              onSelect={onCustom}
            />
            {hiddenCount > 0 && (
              <Button size="small" sx={{ ml: 1 }} onClick={() => setIsShowingAll(true)}>
                Show {hiddenCount} more
              </Button>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
