import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { isPortrait } from '@linksight/golf-core';
import { Carousel } from '../carousel/carousel';
import { FallbackImage } from '../media/fallback-image';

/** The full-image link of spec 3 §2: every news image opens in a new tab. */
function OpenFullImage({ url, index }: { url: string; index: number }) {
  return (
    <IconButton
      component="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Open image ${index + 1} in a new tab`}
      size="small"
      sx={{
        position: 'absolute',
        top: 8,
        right: 8,
        bgcolor: 'rgba(0,0,0,0.5)',
        color: '#fff',
        '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
        zIndex: 3,
      }}
    >
      <OpenInNewIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * One news image. Portrait images (spec 3 §2 "laid out differently") stand centred at full height over a
 * blurred copy of themselves; landscape ones fill the width.
 */
export function NewsImage({ url, index, height }: { url: string; index: number; height: number }) {
  const [portrait, setPortrait] = useState(false);
  return (
    <Box
      data-orientation={portrait ? 'portrait' : 'landscape'}
      sx={{ position: 'relative', height, overflow: 'hidden', bgcolor: 'grey.900' }}
    >
      {portrait && (
        <FallbackImage
          src={url}
          alt=""
          aria-hidden
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            filter: 'blur(16px)',
            transform: 'scale(1.1)',
          }}
        />
      )}
      <FallbackImage
        src={url}
        alt={`News image ${index + 1}`}
        draggable={false}
        onLoad={(e) =>
          setPortrait(
            isPortrait({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight }),
          )
        }
        style={{
          position: 'relative',
          display: 'block',
          margin: '0 auto',
          height: '100%',
          width: portrait ? 'auto' : '100%',
          maxWidth: '100%',
          objectFit: portrait ? 'contain' : 'cover',
        }}
      />
      <OpenFullImage url={url} index={index} />
    </Box>
  );
}

/** spec 3 §2: several images → a non-circular carousel with indicators; one image → the cover photo. */
export function NewsImages({
  images,
  height = 320,
}: {
  images: readonly { url: string }[];
  height?: number;
}) {
  if (images.length === 0) return null;
  if (images.length === 1) return <NewsImage url={images[0]!.url} index={0} height={height} />;
  return (
    <Carousel
      label="News images"
      count={images.length}
      showIndicators
      sx={{ height }}
      renderSlide={(i) => <NewsImage url={images[i]!.url} index={i} height={height} />}
    />
  );
}
