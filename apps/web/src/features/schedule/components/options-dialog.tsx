import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { AccountCard } from '@linksight/api-contract';
import {
  EVENT_FILTERS,
  isAllEventTypesChecked,
  isAllLocaleTypesChecked,
  isAllStatusesChecked,
  MAX_EXTRA_ACCOUNTS,
  SCHEDULE_VIEW_BY,
  selectAllEventTypes,
  selectAllLocaleTypes,
  selectAllStatuses,
  type EventFilter,
  type ScheduleSelection,
  type ScheduleViewBy,
} from '@linksight/golf-core';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSearchAccounts } from '../../search/api/search-accounts';
import { EVENT_TYPE_OPTIONS, LOCALE_TYPE_OPTIONS, STATUS_OPTIONS } from '../utils/option-lists';
import { CheckGroup } from './check-group';

type OptionsDialogProps = {
  open: boolean;
  onClose: () => void;
  selection: ScheduleSelection;
  onChange: (change: Partial<ScheduleSelection>) => void;
  accountId: number;
  /** Names of the additional players already shown (from the schedule answer or the search). */
  extraNames: Record<number, string>;
  onNameKnown: (accountId: number, name: string) => void;
};

/** spec 3 §2 Additional Players to Show: a player search; picking a player adds them. */
function PlayerSearch({ exclude, onPick }: { exclude: readonly number[]; onPick: (a: AccountCard) => void }) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, 250);
  const search = useSearchAccounts(query, query.trim().length > 0);
  const options = (search.data?.items ?? []).filter((a) => !exclude.includes(a.accountId));
  return (
    <Autocomplete
      options={options}
      getOptionLabel={(a) => `${a.firstName} ${a.lastName}`}
      filterOptions={(o) => o}
      inputValue={text}
      onInputChange={(_, value) => setText(value)}
      value={null}
      onChange={(_, picked) => {
        if (picked) {
          onPick(picked);
          setText('');
        }
      }}
      loading={search.isFetching}
      noOptionsText={query.trim() ? 'No players found' : 'Type a name'}
      renderInput={(params) => <TextField {...params} label="Add a player" size="small" />}
      sx={{ mt: 1, maxWidth: 360 }}
    />
  );
}

/**
 * spec 3 §2 Options overlay: Event Type, Locale Type, Filter To, Status Filter, Additional Players to Show,
 * Merge Confirmed/Considering, View By, Done. Each choice applies at once (and is kept, spec 3 §4); the
 * Select All rules are golf-core's, worded as spec 3 §5 words them.
 */
export function OptionsDialog({
  open,
  onClose,
  selection,
  onChange,
  accountId,
  extraNames,
  onNameKnown,
}: OptionsDialogProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const extra = selection.extraAccountIds;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={isPhone}
      maxWidth="md"
      aria-labelledby="schedule-options"
    >
      <DialogTitle id="schedule-options">Options</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          <CheckGroup
            label="Event Type"
            options={EVENT_TYPE_OPTIONS}
            selected={selection.eventTypes}
            onChange={(eventTypes) => onChange({ eventTypes })}
            selectAll={{
              isChecked: isAllEventTypesChecked(selection.eventTypes),
              toggle: () => onChange({ eventTypes: selectAllEventTypes(selection.eventTypes) }),
            }}
          />
          <CheckGroup
            label="Locale Type"
            options={LOCALE_TYPE_OPTIONS}
            selected={selection.localeTypes}
            onChange={(localeTypes) => onChange({ localeTypes })}
            selectAll={{
              isChecked: isAllLocaleTypesChecked(selection.localeTypes),
              toggle: () => onChange({ localeTypes: selectAllLocaleTypes(selection.localeTypes) }),
            }}
          />
          <FormControl component="fieldset">
            <FormLabel component="legend" sx={{ fontWeight: 600 }}>
              Filter To
            </FormLabel>
            <RadioGroup
              value={selection.eventFilter}
              onChange={(e) => onChange({ eventFilter: e.target.value as EventFilter })}
            >
              {EVENT_FILTERS.map((f) => (
                <FormControlLabel key={f} value={f} label={f} control={<Radio size="small" />} />
              ))}
            </RadioGroup>
          </FormControl>
          <CheckGroup
            label="Status Filter"
            options={STATUS_OPTIONS}
            selected={selection.statuses}
            onChange={(statuses) => onChange({ statuses })}
            selectAll={{
              isChecked: isAllStatusesChecked(selection.statuses),
              toggle: () => onChange({ statuses: selectAllStatuses(selection.statuses) }),
            }}
          />
        </Box>
        <Box component="section" aria-labelledby="extra-players" sx={{ mt: 3 }}>
          <Typography id="extra-players" sx={{ fontWeight: 600 }}>
            Additional Players to Show
          </Typography>
          {extra.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Only this player&apos;s events are shown.
            </Typography>
          ) : (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              {extra.map((id) => (
                <Chip
                  key={id}
                  label={extraNames[id] ?? `Player ${id}`}
                  onDelete={() => onChange({ extraAccountIds: extra.filter((x) => x !== id) })}
                />
              ))}
            </Box>
          )}
          {extra.length < MAX_EXTRA_ACCOUNTS && (
            <PlayerSearch
              exclude={[accountId, ...extra]}
              onPick={(a) => {
                onNameKnown(a.accountId, `${a.firstName} ${a.lastName}`);
                onChange({ extraAccountIds: [...extra, a.accountId] });
              }}
            />
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center', mt: 3 }}>
          <FormControlLabel
            label="Merge Confirmed/Considering"
            control={
              <Switch
                checked={selection.mergeStatusTables}
                onChange={(e) => onChange({ mergeStatusTables: e.target.checked })}
              />
            }
          />
          <ViewBySelect value={selection.viewBy} onChange={(viewBy) => onChange({ viewBy })} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** spec 3 §2: the view-by select, Month, Season or Events. */
export function ViewBySelect({
  value,
  onChange,
}: {
  value: ScheduleViewBy;
  onChange: (v: ScheduleViewBy) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="View By"
      value={value}
      onChange={(e) => onChange(e.target.value as ScheduleViewBy)}
      sx={{ minWidth: 130 }}
    >
      {SCHEDULE_VIEW_BY.map((v) => (
        <MenuItem key={v} value={v}>
          {v}
        </MenuItem>
      ))}
    </TextField>
  );
}
