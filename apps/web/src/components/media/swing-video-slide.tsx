import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import placeholderUrl from '../../assets/video-placeholder.svg';
import { useNearViewport } from '../../lib/use-near-viewport';

type SwingVideoSlideProps = {
  url: string;
  title: string;
  /** The slide is the one on screen; a video scrolled away is paused. */
  isSelected: boolean;
  onPlay: () => void;
};

/**
 * spec 3 §2 swing video slide: a placeholder background image and the video with a centred round play
 * button; while playing the button is gone and the native controls show. Pointer gestures on the video
 * stay with the video (they do not move the carousel).
 */
export function SwingVideoSlide({ url, title, isSelected, onPlay }: SwingVideoSlideProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [isPlaying, setPlaying] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  // issue 23: a clip's first bytes (~20 KB each) load when its slide is the one shown and near the viewport;
  // the others show the placeholder until played.
  const isNear = useNearViewport(video);

  useEffect(() => {
    if (!isSelected) video.current?.pause();
  }, [isSelected]);

  const play = () => {
    onPlay();
    void video.current?.play().catch(() => setFailed(true));
  };

  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        height: '100%',
        backgroundImage: `url(${placeholderUrl})`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      {!hasFailed && (
        // Swing clips are silent recordings of a swing; the data model has no caption files to offer.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          ref={video}
          src={url}
          aria-label={title}
          preload={isSelected && isNear ? 'metadata' : 'none'}
          playsInline
          controls={isPlaying}
          data-carousel-no-drag=""
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onError={() => setFailed(true)}
          onPointerDown={(e) => e.stopPropagation()}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
        />
      )}
      {hasFailed ? (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: '#fff' }}>
          This video cannot be played.
        </Box>
      ) : (
        !isPlaying && (
          <IconButton
            aria-label={`Play ${title}`}
            onClick={play}
            data-carousel-no-drag=""
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              transform: 'translate(-50%, -50%)',
              width: 64,
              height: 64,
              bgcolor: 'rgba(255,255,255,0.9)',
              color: 'primary.main',
              boxShadow: 3,
              // The focus ring falls on the video's first frame: white, as the button (lib/theme.ts FOCUS_RING).
              '--ls-focus-ring': '#fff',
              '&:hover, &:focus-visible': { bgcolor: '#fff' },
            }}
          >
            <PlayArrowIcon sx={{ fontSize: 40 }} />
          </IconButton>
        )
      )}
    </Box>
  );
}
