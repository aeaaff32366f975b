import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import SearchIcon from '@mui/icons-material/Search';
import { paths } from '../../../config/paths';

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
        color: 'text.primary',
        borderRadius: 99,
        pl: 2,
        pr: 0.5,
        py: 0.5,
        maxWidth: 560,
        boxShadow: 3,
      }}
    >
      <SearchIcon aria-hidden color="action" />
      <InputBase
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder="Find a player or a team"
        inputProps={{ 'aria-label': 'Find a player or a team' }}
        sx={{ flexGrow: 1, minWidth: 0 }}
      />
      <Button type="submit" variant="contained" sx={{ borderRadius: 99, px: 3 }}>
        Search
      </Button>
    </Box>
  );
}
