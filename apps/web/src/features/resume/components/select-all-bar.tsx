import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** spec 2 §2: every option list has Select All and Clear All. */
export function SelectAllBar({
  onSelectAll,
  disabled,
}: {
  onSelectAll: (isSelected: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1, mb: 0.5 }}>
      <Button size="small" onClick={() => onSelectAll(true)} disabled={disabled}>
        Select All
      </Button>
      <Button size="small" onClick={() => onSelectAll(false)} disabled={disabled}>
        Clear All
      </Button>
    </Box>
  );
}
