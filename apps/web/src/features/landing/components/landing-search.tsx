import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchIcon from '@mui/icons-material/Search';
import { paths } from '../../../config/paths';
import { FOCUS_RING, RING_IN_TEXT_COLOUR } from '../../../lib/theme';

/** Leads to golf/search with the typed text; empty text opens the search screen empty. */
export function LandingSearch() {
  const [q, setQ] = useState('');
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(paths.search({ q: q.trim(), type: 'account' }));
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={onSubmit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        bgcolor: 'background.paper',
        borderRadius: 99,
        pl: 2,
        pr: 0.5,
        py: 0.5,
        maxWidth: 560,
        boxShadow: 3,
        // The ring is drawn on the band around the form, so it takes the band's text colour (white on the
        // hero green, dark on the light green of dark mode): ≥ 3:1 where the gold was 1.75:1 (issue 23).
        ...RING_IN_TEXT_COLOUR,
        '&:focus-within': FOCUS_RING,
      }}
    >
      <SearchIcon aria-hidden color="action" />
      {/* A plain input: MUI's InputBase would add 4 KB to the landing page for no visible gain. */}
      <Box
        component="input"
        type="search"
        value={q}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setQ(event.target.value)}
        placeholder="Find a player or a team"
        aria-label="Find a player or a team"
        sx={{
          flex: '1 1 0',
          minWidth: 0,
          width: '100%',
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          color: 'text.primary',
          font: 'inherit',
          fontSize: 16,
          py: 1,
        }}
      />
      <Button type="submit" variant="contained" sx={{ borderRadius: 99, px: 3 }}>
        Search
      </Button>
    </Box>
  );
}
