import { useCallback, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CheckIcon from '@mui/icons-material/Check';
import {
  SEARCH_DEBOUNCE_MS,
  customRangeLabel,
  findRangeOption,
  isSameRangeByDay,
  searchDateRanges,
  type LabelledDateRange,
} from '@linksight/golf-core';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { RangeCalendar } from './range-calendar';

/** spec 3 §2: the search box's placeholder, word for word. */
const SEARCH_PLACEHOLDER = 'Custom Range: 10 Weeks, 6 Months, etc.';
/**
 * The popup's width with its list (px). 300 px left the search box 250 px, and its placeholder (288 px in
 * a wide system font at 14 px) was cut to "Custom Range: 10 Weeks, 6 Mont"; 360 px shows it whole on a
 * 375 px phone too (the popup stays 8 px inside each side of the screen).
 */
const LIST_POPUP_WIDTH_PX = 360;

type DateRangeSelectorProps = {
  value: LabelledDateRange;
  onChange: (range: LabelledDateRange) => void;
  /** The present moment the Last N options count back from. */
  now: Date;
};

/**
 * spec 3 §2 date range selector: a button with a calendar icon and the range's label opens a popup under
 * it (no backdrop) with a search box parsed after a 200 ms pause (golf-core `searchDateRanges`), the
 * options with a check mark on the selected one, a Custom entry opening a range calendar, and
 * Cancel/Apply. The value changes only when the start or the end differs by day (spec 3 §4).
 */
export function DateRangeSelector({ value, onChange, now }: DateRangeSelectorProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isOpen = anchor !== null;
  const [isCalendarOpen, setCalendarOpen] = useState(false);
  const [text, setText] = useState('');
  const [pending, setPending] = useState<LabelledDateRange>(value);
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const options = useMemo(() => searchDateRanges(query, now), [query, now]);
  // A custom range is labelled by its dates; an option by its name (and matches it by day).
  const isCustom = pending.label === customRangeLabel(pending);
  const selectedOption = isCustom
    ? null
    : findRangeOption(
        options.filter((o) => o.label === pending.label),
        pending,
      );

  const open = (target: HTMLElement) => {
    setPending(value);
    setText('');
    setCalendarOpen(false);
    setAnchor(target);
  };
  const close = () => {
    setAnchor(null);
    setCalendarOpen(false);
  };
  // The search box takes the focus when it appears: as the popup opens and when the calendar gives way to
  // the list. A ref, not an effect: the popup's portal mounts after this component's effects have run, so
  // an effect found no input, the focus stayed on the button outside the popup, and the popup's Escape
  // handler and focus trap never saw the keyboard (it could not be reached by Tab either).
  const focusOnMount = useCallback((input: HTMLInputElement | null) => input?.focus(), []);
  const choose = (range: LabelledDateRange) => {
    if (!isSameRangeByDay(range, value)) onChange(range);
    close();
    button.current?.focus();
  };
  const apply = () => choose(pending);
  // Enter in the search box takes its first match at once (what is typed, not the list of 200 ms ago): it
  // did nothing, and a keyboard user had to Tab to the option and then to Apply.
  const onSearchKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || text.trim() === '') return;
    e.preventDefault();
    const first = searchDateRanges(text, now)[0];
    if (first) choose({ label: first.label, ...first.dateRange });
  };

  return (
    <>
      <Button
        ref={button}
        variant="outlined"
        size="small"
        startIcon={<CalendarMonthIcon />}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={(e) => (isOpen ? close() : open(e.currentTarget))}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
      >
        {value.label}
      </Button>
      {/* Under the button, without a dimming backdrop (spec 3 §2); Escape or a click outside closes it. */}
      <Popover
        open={isOpen}
        anchorEl={anchor}
        onClose={close}
        disableAutoFocus
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': 'Date range',
            sx: {
              mt: 0.5,
              width: isCalendarOpen ? 'auto' : LIST_POPUP_WIDTH_PX,
              maxWidth: 'calc(100vw - 16px)',
            },
          },
        }}
      >
        {isCalendarOpen ? (
          <RangeCalendar
            initial={pending}
            today={now}
            onCancel={() => setCalendarOpen(false)}
            onApply={(range) => {
              setPending({ ...range, label: customRangeLabel(range) });
              setCalendarOpen(false);
            }}
          />
        ) : (
          <Box sx={{ p: 1.5 }}>
            {/* A plain input: MUI's TextField would add ~10 KB gzipped to the profile pages. */}
            <Box
              component="input"
              ref={focusOnMount}
              type="search"
              value={text}
              onChange={(e: ChangeEvent<HTMLInputElement>) => setText(e.target.value)}
              onKeyDown={onSearchKeyDown}
              placeholder={SEARCH_PLACEHOLDER}
              aria-label="Custom Range"
              sx={{
                width: '100%',
                boxSizing: 'border-box',
                font: 'inherit',
                fontSize: 14,
                // On a screen under 376 px the popup narrows: an ellipsis then shows the placeholder goes on.
                textOverflow: 'ellipsis',
                px: 1.5,
                py: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'background.paper',
                color: 'text.primary',
                '&:focus': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -1 },
              }}
            />
            <List dense aria-label="Date ranges" sx={{ mt: 1 }}>
              {/* Every child of the list is an <li> (axe "list", issue 23). */}
              {options.map((o) => (
                <li key={o.label}>
                  <ListItemButton
                    selected={o === selectedOption}
                    onClick={() => setPending({ label: o.label, ...o.dateRange })}
                  >
                    <ListItemIcon sx={{ minWidth: 28 }}>
                      {o === selectedOption && <CheckIcon fontSize="small" />}
                    </ListItemIcon>
                    <ListItemText primary={o.label} />
                  </ListItemButton>
                </li>
              ))}
              {options.length === 0 && (
                <Typography component="li" variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
                  No matching range
                </Typography>
              )}
              <li>
                <ListItemButton selected={isCustom} onClick={() => setCalendarOpen(true)}>
                  <ListItemIcon sx={{ minWidth: 28 }}>
                    {isCustom && <CheckIcon fontSize="small" />}
                  </ListItemIcon>
                  <ListItemText primary="Custom" secondary={customRangeLabel(pending)} />
                </ListItemButton>
              </li>
            </List>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
              <Button size="small" onClick={close}>
                Cancel
              </Button>
              <Button size="small" variant="contained" onClick={apply}>
                Apply
              </Button>
            </Box>
          </Box>
        )}
      </Popover>
    </>
  );
}
