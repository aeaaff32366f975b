import { useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { CARD_SX, cardListSx } from './landing-section';
import { WALKTHROUGH_SIZE, WALKTHROUGHS, walkthroughPoster, walkthroughVideo } from '../walkthroughs';

const ASPECT_RATIO = `${WALKTHROUGH_SIZE.width} / ${WALKTHROUGH_SIZE.height}`;

/**
 * The Watch Videos section's clips (spec 1 §2.7). The players (and their posters) are created once the
 * section nears the viewport, so the landing page's first load fetches none of them (issue 23); their
 * frames keep the clips' shape meanwhile, so nothing shifts. Silent clips: the text under each says what
 * it shows.
 */
export function WalkthroughVideos() {
  const listRef = useRef<HTMLUListElement>(null);
  const isNear = useNearViewport(listRef, { forKeyboard: true });
  return (
    <Box component="ul" ref={listRef} sx={{ ...cardListSx({ xs: '1fr', md: 'repeat(3, 1fr)' }), mb: 3 }}>
      {WALKTHROUGHS.map((clip) => {
        const descriptionId = `walkthrough-${clip.name}-description`;
        return (
          <Box
            component="li"
            key={clip.name}
            data-testid="walkthrough"
            sx={{ ...CARD_SX, overflow: 'hidden' }}
          >
            <Box sx={{ aspectRatio: ASPECT_RATIO, bgcolor: 'action.hover' }}>
              {isNear && (
                <video
                  src={walkthroughVideo(clip.name)}
                  poster={walkthroughPoster(clip.name)}
                  width={WALKTHROUGH_SIZE.width}
                  height={WALKTHROUGH_SIZE.height}
                  controls
                  muted
                  playsInline
                  preload="none"
                  aria-label={`${clip.title} (video, no sound)`}
                  aria-describedby={descriptionId}
                  style={{ display: 'block', width: '100%', height: 'auto' }}
                />
              )}
            </Box>
            <Box sx={{ p: 2 }}>
              <Typography variant="h6" component="h3" gutterBottom>
                {clip.title}
              </Typography>
              <Typography id={descriptionId} color="text.secondary">
                {clip.description}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
