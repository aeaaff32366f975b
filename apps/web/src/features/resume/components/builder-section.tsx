import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

type BuilderSectionProps = {
  id: string;
  title: string;
  expanded: string | false;
  onExpand: (id: string | false) => void;
  /** The section's master switch (spec 2 §4: it follows whether any item is selected). */
  isOn?: boolean;
  onToggle?: (isOn: boolean) => void;
  isDisabled?: boolean;
  children: ReactNode;
};

/** One accordion item of the selection pane: opening it closes the others (spec 2 §4). */
export function BuilderSection({
  id,
  title,
  expanded,
  onExpand,
  isOn,
  onToggle,
  isDisabled,
  children,
}: BuilderSectionProps) {
  const isExpanded = expanded === id;
  return (
    <Accordion
      expanded={isExpanded}
      onChange={(_e, open) => onExpand(open ? id : false)}
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
      data-testid={`resume-section-${id}`}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Typography sx={{ flex: 1, fontWeight: 600, alignSelf: 'center' }}>{title}</Typography>
        {onToggle && (
          <Switch
            size="small"
            checked={isOn ?? false}
            disabled={isDisabled}
            onClick={(e) => e.stopPropagation()}
            onChange={(e) => onToggle(e.target.checked)}
            slotProps={{ input: { 'aria-label': `Include ${title}` } }}
          />
        )}
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>{children}</AccordionDetails>
    </Accordion>
  );
}
