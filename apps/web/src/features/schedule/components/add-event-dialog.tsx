import { useCallback, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ScheduleTournamentItem } from '@linksight/api-contract';
import {
  formatDateSpan,
  locationText,
  tournamentProblems,
  validateNewTournament,
  type ScheduleStatusId,
} from '@linksight/golf-core';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { onListKeyDown } from '../../../lib/list-keys';
import { useCreateTournament, usePutScheduleEntry, useTournamentSearch } from '../api/schedule-api';
import { focusFirstInvalid } from '../utils/focus-first-invalid';
import { noteBody, StatusNoteFields } from './status-note-fields';
import {
  EMPTY_TOURNAMENT,
  tournamentBodyOf,
  TournamentFields,
  type TournamentFieldValues,
} from './tournament-fields';

type AddEventDialogProps = {
  accountId: number;
  /** The tournaments already on the player's schedule, upcoming or past. */
  scheduledIds: ReadonlySet<number>;
  /** The viewer's today (yyyy-mm-dd): a new tournament that ended before it is filed as a past event. */
  today: string;
  onClose: () => void;
};

/**
 * Adding an event (spec 1 §1 "manage"; issue 18): from the tournaments list (search by name) or a new
 * tournament (name, link, city/state, dates, event and locale type), each with a status and a note. The
 * new tournament's fields are checked with golf-core `tournamentProblems` (each on its field), the messages the
 * API answers.
 */
export function AddEventDialog({ accountId, scheduledIds, today, onClose }: AddEventDialogProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [tab, setTab] = useState<'list' | 'new'>('list');
  const [status, setStatus] = useState<ScheduleStatusId>(1);
  const [note, setNote] = useState('');
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, 250);
  const search = useTournamentSearch(query, tab === 'list');
  const [picked, setPicked] = useState<ScheduleTournamentItem | null>(null);
  const [fields, setFields] = useState(EMPTY_TOURNAMENT);
  const [formError, setFormError] = useState<string | null>(null);
  // Once Add was pressed, each field shows its problem, and clears it as it is fixed.
  const [isChecked, setChecked] = useState(false);
  const put = usePutScheduleEntry(accountId);
  const create = useCreateTournament(accountId);
  const apiError = put.error ?? create.error;
  const set = (change: Partial<TournamentFieldValues>) => setFields((f) => ({ ...f, ...change }));
  // The dialog opens on the search box (typing starts the search), not on its container. Once only: coming
  // back from the New tournament tab leaves the focus on the tab the user chose.
  const hasFocusedSearch = useRef(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const focusSearchOnOpen = useCallback((input: HTMLInputElement | null) => {
    if (input === null || hasFocusedSearch.current) return;
    hasFocusedSearch.current = true;
    input.focus();
  }, []);

  // A double click on Add is one request: the second click comes before the pending state disables the
  // button (an outside audit saw two POSTs).
  const isSending = useRef(false);
  const sent = {
    onSuccess: onClose,
    onSettled: () => {
      isSending.current = false;
    },
  };
  const submit = () => {
    if (isSending.current) return;
    if (tab === 'list') {
      if (!picked) return setFormError('Choose a tournament from the list');
      isSending.current = true;
      return put.mutate(
        { tournamentId: picked.tournamentId, body: { status, note: noteBody(note), isFeatured: false } },
        sent,
      );
    }
    setChecked(true);
    if (validateNewTournament(fields) !== null) return focusFirstInvalid(contentRef.current);
    isSending.current = true;
    create.mutate({ ...tournamentBodyOf(fields), status, note: noteBody(note) }, sent);
  };

  const tournaments = search.data?.tournaments ?? [];
  // The list is one Tab stop: the chosen tournament, else the first that can be chosen (lib/list-keys.ts).
  const tabStopId =
    picked !== null && tournaments.some((t) => t.tournamentId === picked.tournamentId)
      ? picked.tournamentId
      : tournaments.find((t) => !scheduledIds.has(t.tournamentId))?.tournamentId;
  // A click beside the dialog does not throw away what was typed or chosen (an outside audit lost a typed
  // tournament so); Cancel and Escape still close it, as the user asked.
  const hasInput =
    picked !== null ||
    note.trim() !== '' ||
    text.trim() !== '' ||
    JSON.stringify(fields) !== JSON.stringify(EMPTY_TOURNAMENT);
  return (
    <Dialog
      open
      onClose={(_, reason) => {
        if (reason !== 'backdropClick' || !hasInput) onClose();
      }}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="add-event"
      // Anchored to the top: centred, the dialog moved up and down as the search list grew and shrank
      // under the pointer, and the tabs jumped when switching to the taller New tournament form.
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogTitle id="add-event">Add Event</DialogTitle>
      <DialogContent dividers ref={contentRef}>
        <Tabs
          value={tab}
          onChange={(_, value: 'list' | 'new') => {
            setTab(value);
            setFormError(null);
          }}
          sx={{ mb: 2 }}
        >
          <Tab value="list" label="From the list" />
          <Tab value="new" label="New tournament" />
        </Tabs>
        {tab === 'list' ? (
          <Box>
            <TextField
              label="Search tournaments"
              inputRef={focusSearchOnOpen}
              value={text}
              onChange={(e) => setText(e.target.value)}
              size="small"
              fullWidth
            />
            {search.isError ? (
              <Alert severity="error" sx={{ mt: 1 }}>
                The tournaments could not be loaded.
              </Alert>
            ) : search.isPending ? (
              <CircularProgress size={24} aria-label="Loading tournaments" sx={{ display: 'block', m: 2 }} />
            ) : tournaments.length === 0 ? (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                No tournaments found. Create a new one instead.
              </Typography>
            ) : (
              <List
                dense
                role="listbox"
                aria-label="Tournaments"
                onKeyDown={onListKeyDown}
                sx={{ maxHeight: 260, overflowY: 'auto' }}
              >
                {tournaments.map((t) => (
                  <ListItem key={t.tournamentId} disablePadding role="presentation">
                    {/* Choosing an event already on the schedule would overwrite its status and note: it is
                        shown, so the list is complete, but it is changed with its row's Edit button. */}
                    <ListItemButton
                      role="option"
                      aria-selected={picked?.tournamentId === t.tournamentId}
                      aria-disabled={scheduledIds.has(t.tournamentId) || undefined}
                      tabIndex={t.tournamentId === tabStopId ? 0 : -1}
                      selected={picked?.tournamentId === t.tournamentId}
                      disabled={scheduledIds.has(t.tournamentId)}
                      onClick={() => setPicked(t)}
                    >
                      <ListItemText
                        primary={t.tournamentName}
                        secondary={[
                          formatDateSpan(t.startDate, t.endDate),
                          locationText(t),
                          scheduledIds.has(t.tournamentId) ? 'Already on the schedule' : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </Box>
        ) : (
          <TournamentFields
            fields={fields}
            onChange={set}
            today={today}
            problems={isChecked ? tournamentProblems(fields) : undefined}
          />
        )}
        <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
          <StatusNoteFields status={status} note={note} onStatus={setStatus} onNote={setNote} />
        </Box>
        {(formError ?? apiError) && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {formError ?? apiError?.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={put.isPending || create.isPending}>
          Add
        </Button>
      </DialogActions>
    </Dialog>
  );
}
