import TextField, { type TextFieldProps } from '@mui/material/TextField';

type DateFieldProps = Omit<TextFieldProps, 'type' | 'onChange' | 'value'> & {
  value: string;
  onChange: (day: string) => void;
};

/** A calendar day (yyyy-mm-dd) with the browser's date picker; the label stays above the field. */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <TextField
      {...props}
      type="date"
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
