import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { LandingSearch } from './landing-search';
import { LANDING_TITLE } from '../../../components/ui/page-title';
import { RING_IN_TEXT_COLOUR } from '../../../lib/theme';

/** spec 1 §9: the frame is resized on window resize and 1 second after load. */
const RESIZE_AFTER_LOAD_MS = 1000;
const MIN_FRAME_HEIGHT_PX = 320;

/**
 * The embedded main page (spec 1 §9, spec 2 §2): a search bar above a full-height frame of the front
 * site. Its height is the window height minus what sits above it (the search bar, and the site's top
 * navigation), so the page never scrolls twice; recomputed on window resize and 1 s after load.
 */
export function FrontSiteFrame({ url }: { url: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);

  useEffect(() => {
    const resize = () => {
      const top = (frame.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setHeight(Math.max(MIN_FRAME_HEIGHT_PX, Math.floor(window.innerHeight - top)));
    };
    const timer = window.setTimeout(resize, RESIZE_AFTER_LOAD_MS);
    window.addEventListener('resize', resize);
    resize();
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', resize);
    };
  }, []);

  return (
    <>
      <title>{LANDING_TITLE}</title>
      <Box
        sx={{
          px: 2,
          py: 1.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          ...RING_IN_TEXT_COLOUR,
          display: 'flex',
          justifyContent: 'center',
        }}
      >
        <Box sx={{ width: '100%', maxWidth: 560 }}>
          <LandingSearch />
        </Box>
      </Box>
      <iframe
        ref={frame}
        src={url}
        title="Linksight"
        data-testid="front-site-frame"
        style={{ display: 'block', width: '100%', border: 0, height: height ?? '100vh' }}
      />
    </>
  );
}
