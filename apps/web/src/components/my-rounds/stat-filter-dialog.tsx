import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { HoleFlag, StatFilterCard } from '@linksight/golf-core';
import { DRAG_HANDLE_ATTRIBUTE, DraggablePaper } from '../ui/draggable-paper';

type StatFilterDialogProps = {
  cards: readonly StatFilterCard[];
  onToggle: (flag: HoleFlag) => void;
  onClear: () => void;
  onClose: () => void;
};

/** spec 3 §2 Filter Holes by Stat dialog: draggable, 400 px wide on the View-shots page, sections collapsible. */
export function StatFilterDialog({ cards, onToggle, onClear, onClose }: StatFilterDialogProps) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const categories = [...new Set(cards.map((c) => c.category))];
  const toggleSection = (category: string) =>
    setClosed((prev) => {
      const next = new Set(prev);
      if (!next.delete(category)) next.add(category);
      return next;
    });
  return (
    <Dialog
      open
      onClose={onClose}
      slots={{ paper: DraggablePaper }}
      aria-labelledby="stat-filter-title"
      sx={{
        '& .MuiDialog-paper': {
          width: 400,
          maxWidth: 400,
          // The paper is replaced (draggable): keep it inside the window so Clear and Close stay reachable.
          maxHeight: 'calc(100vh - 64px)',
          display: 'flex',
          flexDirection: 'column',
        },
      }}
    >
      <DialogTitle id="stat-filter-title" {...{ [DRAG_HANDLE_ATTRIBUTE]: '' }} sx={{ cursor: 'move' }}>
        Filter Holes by Stat
      </DialogTitle>
      <DialogContent dividers sx={{ flex: 1, overflowY: 'auto' }}>
        {categories.map((category) => (
          <Box key={category} component="section" aria-label={category} sx={{ mb: 1 }}>
            <ListItemButton onClick={() => toggleSection(category)} aria-expanded={!closed.has(category)}>
              <Typography sx={{ fontWeight: 700, flex: 1 }}>{category}</Typography>
              <ExpandMoreIcon sx={{ transform: closed.has(category) ? 'rotate(-90deg)' : 'none' }} />
            </ListItemButton>
            <Collapse in={!closed.has(category)}>
              {cards
                .filter((c) => c.category === category)
                .map((c) => (
                  <Box
                    key={c.flag}
                    data-testid="stat-filter-card"
                    sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1 }}
                  >
                    <Checkbox
                      checked={c.isChecked}
                      onChange={() => onToggle(c.flag)}
                      slotProps={{ input: { 'aria-label': c.name } }}
                    />
                    <Typography sx={{ flex: 1 }}>{c.name}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
                      {c.percent}% · {c.count} / {c.total} Holes
                    </Typography>
                  </Box>
                ))}
            </Collapse>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClear}>Clear</Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
