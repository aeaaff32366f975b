import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  DEFAULT_ROUND_SORT,
  arrangeRoundOptions,
  nextRoundSort,
  roundOptionText,
  selectAllRounds,
  toggleRound,
  type RoundOption,
  type RoundSort,
} from '@linksight/golf-core';

type RoundsSelectorProps = {
  side: string;
  options: RoundOption[];
  /** null = every round. */
  value: number[] | null;
  onChange: (rounds: number[] | null) => void;
  isLoading: boolean;
};

/**
 * spec 2 §4, §5 rounds selector: search "Filter Rounds" (fuzzy, baseline 0.4, by match score while
 * searching), sort by date or score, select all or none; the choice applies when the panel closes.
 */
export function RoundsSelector({ side, options, value, onChange, isLoading }: RoundsSelectorProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState<number[] | null>(value);
  const [sort, setSort] = useState<RoundSort>(DEFAULT_ROUND_SORT);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => arrangeRoundOptions(options, sort, query), [options, sort, query]);
  const isChosen = (id: number) => pending === null || pending.includes(id);
  // Chosen rounds the side's years, seasons or round types now leave out are not listed, nor counted.
  const count = value === null ? options.length : options.filter((o) => value.includes(o.golfRoundID)).length;
  const close = () => {
    setAnchor(null);
    onChange(pending);
  };
  const sortButton = (property: 'date' | 'score', label: string) => (
    <Button
      size="small"
      variant={sort.property === property ? 'contained' : 'outlined'}
      onClick={() => setSort(nextRoundSort(sort, property))}
      endIcon={
        sort.property === property ? (
          sort.direction === 'desc' ? (
            <ArrowDownwardIcon />
          ) : (
            <ArrowUpwardIcon />
          )
        ) : undefined
      }
      aria-label={`Sort by ${label}`}
    >
      {label}
    </Button>
  );
  return (
    <>
      <Button
        variant="outlined"
        onClick={(e) => {
          setPending(value);
          setAnchor(e.currentTarget);
        }}
        disabled={isLoading}
        data-testid={`${side}-rounds-button`}
      >
        {isLoading
          ? 'Loading rounds…'
          : count === options.length
            ? `Rounds: all ${options.length}`
            : `Rounds: ${count} of ${options.length}`}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: { xs: 'calc(100vw - 32px)', sm: 460 }, p: 1.5 } } }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid={`${side}-rounds-panel`}>
          <TextField
            size="small"
            placeholder="Filter Rounds"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            slotProps={{ htmlInput: { 'aria-label': 'Filter Rounds' } }}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {sortButton('date', 'Date')}
            {sortButton('score', 'Score')}
            <Box sx={{ flexGrow: 1 }} />
            <Button size="small" onClick={() => setPending(selectAllRounds(options, true))}>
              Select All
            </Button>
            <Button
              size="small"
              onClick={() => setPending(selectAllRounds(arrangeRoundOptions(options, sort, ''), false))}
            >
              Select None
            </Button>
          </Box>
          {shown.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
              No Matching Rounds
            </Typography>
          ) : (
            <List dense sx={{ maxHeight: 360, overflow: 'auto' }}>
              {shown.map((o) => (
                <ListItemButton
                  key={o.golfRoundID}
                  onClick={() => setPending(toggleRound(options, pending, o.golfRoundID))}
                  role="checkbox"
                  aria-checked={isChosen(o.golfRoundID)}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Checkbox
                      edge="start"
                      size="small"
                      checked={isChosen(o.golfRoundID)}
                      tabIndex={-1}
                      disableRipple
                    />
                  </ListItemIcon>
                  <ListItemText primary={roundOptionText(o)} slotProps={{ primary: { variant: 'body2' } }} />
                </ListItemButton>
              ))}
            </List>
          )}
          <Button variant="contained" onClick={close}>
            Done
          </Button>
        </Box>
      </Popover>
    </>
  );
}
