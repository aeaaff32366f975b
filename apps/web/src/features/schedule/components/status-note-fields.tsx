import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ScheduleStatusId } from '@linksight/golf-core';
import { STATUS_OPTIONS } from '../utils/option-lists';

type StatusNoteFieldsProps = {
  status: ScheduleStatusId;
  note: string;
  onStatus: (status: ScheduleStatusId) => void;
  onNote: (note: string) => void;
};

/** spec 3 §4 statuses (in the Status Filter's order) and the entry's note (spec 3 §3 noteContent). */
export function StatusNoteFields({ status, note, onStatus, onNote }: StatusNoteFieldsProps) {
  return (
    <>
      <TextField
        select
        label="Status"
        value={status}
        onChange={(e) => onStatus(Number(e.target.value) as ScheduleStatusId)}
        size="small"
      >
        {STATUS_OPTIONS.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Note"
        value={note}
        onChange={(e) => onNote(e.target.value)}
        size="small"
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </>
  );
}

/** A note as the API takes it: empty clears it. */
export const noteBody = (note: string): string | null => (note.trim() === '' ? null : note.trim());
