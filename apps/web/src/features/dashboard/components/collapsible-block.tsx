import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

/** spec 3 §9: header collapse animation 400 ms. */
const COLLAPSE_MS = 400;

type CollapsibleBlockProps = {
  title: string;
  /** Next to the title (e.g. an info tooltip); outside the toggle button so it stays focusable on its own. */
  adornment?: ReactNode;
  children: ReactNode;
};

/** spec 3 §2: every dashboard block collapses and expands from its header. */
export function CollapsibleBlock({ title, adornment, children }: CollapsibleBlockProps) {
  const [isOpen, setIsOpen] = useState(true);
  const contentId = useId();
  return (
    <Paper component="section" variant="outlined" sx={{ mb: 2, overflow: 'hidden' }} aria-label={title}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, bgcolor: 'action.hover' }}>
        <ButtonBase
          onClick={() => setIsOpen((open) => !open)}
          aria-expanded={isOpen}
          aria-controls={contentId}
          sx={{
            flex: '0 1 auto',
            justifyContent: 'flex-start',
            gap: 1,
            py: 0.5,
            borderRadius: 1,
            textAlign: 'left',
          }}
        >
          <ExpandMoreIcon
            sx={{ transition: `transform ${COLLAPSE_MS}ms`, transform: isOpen ? 'none' : 'rotate(-90deg)' }}
          />
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
        </ButtonBase>
        {adornment}
      </Box>
      <Collapse in={isOpen} timeout={COLLAPSE_MS} id={contentId}>
        <Box sx={{ p: { xs: 1.5, sm: 2 } }}>{children}</Box>
      </Collapse>
    </Paper>
  );
}
