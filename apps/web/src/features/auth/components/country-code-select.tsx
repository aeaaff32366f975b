import TextField from '@mui/material/TextField';
import type { CountryOption } from '../utils/countries';

type CountryCodeSelectProps = {
  countries: readonly CountryOption[];
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
};

/**
 * spec 1 §3 country option: a native select (keyboard, screen readers and phones handle it well). The option
 * reads "US/CA +1": flag emoji are not drawn by every system font (Linux and Windows show letter boxes),
 * so the flag is only in the tooltip with the country's name.
 */
export function CountryCodeSelect({ countries, value, onChange, disabled }: CountryCodeSelectProps) {
  return (
    <TextField
      select
      label="Country code"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      sx={{ width: { xs: 124, sm: 140 }, flexShrink: 0 }}
      slotProps={{ select: { native: true } }}
    >
      {countries.map((option) => (
        <option key={option.code} value={option.code} title={`${option.flag} ${option.name}`}>
          {`${option.country} ${option.code}`}
        </option>
      ))}
    </TextField>
  );
}
