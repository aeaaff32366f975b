import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Account } from '@linksight/api-contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';
import { fullName } from '@linksight/golf-core';
import { AccountAvatar } from '../../../components/ui/account-avatar';
import { aboutFacts } from '../../../lib/players/about-facts';

type AboutCardProps = {
  account: Account;
  /** spec 3 §6: the View Resume button appears only when the parent sets this flag. */
  showResumeButton: boolean;
  onViewResume: () => void;
};

/** spec 3 §2 About card (max height 178 px): photo, name, school, grad year, GPA, NCAA number, About. */
/**
 * Whether the element's text is cut by its line clamp, kept current as the card changes width (measured by
 * a ResizeObserver after layout, so the first paint forces no layout).
 */
function useIsClamped(ref: RefObject<HTMLElement | null>): boolean {
  const [isClamped, setClamped] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setClamped(element.scrollHeight > element.clientHeight + 1));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return isClamped;
}

export function AboutCard({ account, showResumeButton, onViewResume }: AboutCardProps) {
  const [isReading, setReading] = useState(false);
  const aboutRef = useRef<HTMLParagraphElement>(null);
  // Read More only when the two lines cut the text: a short About is shown whole, with nothing to open.
  const isClamped = useIsClamped(aboutRef);
  const name = fullName(account);
  const facts = aboutFacts(account);
  const details = [
    facts.school,
    facts.gradYear !== null ? `Class of ${facts.gradYear}` : null,
    facts.gpa !== null ? `GPA ${facts.gpa.toFixed(2)}` : null,
    facts.ncaaNumber !== null ? `NCAA # ${facts.ncaaNumber}` : null,
  ].filter((d): d is string => d !== null);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label="About"
      data-testid="about-card"
      sx={{
        p: 2,
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        maxHeight: { sm: 178 },
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{ flexShrink: 0, '& img, & > span': { width: { xs: 72, sm: 112 }, height: { xs: 72, sm: 112 } } }}
      >
        <AccountAvatar
          accountId={account.accountId}
          name={name}
          size={112}
          initialsFrom={account.imgUrl === null ? name : undefined}
        />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1, fontWeight: 700 }}>
            {name}
          </Typography>
          {showResumeButton && (
            <Button variant="contained" size="small" startIcon={<DescriptionIcon />} onClick={onViewResume}>
              View Resume
            </Button>
          )}
        </Box>
        {details.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {details.join(' · ')}
          </Typography>
        )}
        {facts.about && (
          <>
            <Typography
              ref={aboutRef}
              variant="body2"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {facts.about}
            </Typography>
            {isClamped && (
              <Button
                size="small"
                onClick={() => setReading(true)}
                sx={{ alignSelf: 'flex-start', p: 0, minWidth: 0 }}
              >
                Read More
              </Button>
            )}
          </>
        )}
      </Box>
      <Dialog open={isReading} onClose={() => setReading(false)} maxWidth="sm" fullWidth>
        <DialogTitle>About {name}</DialogTitle>
        <DialogContent>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{facts.about}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setReading(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
