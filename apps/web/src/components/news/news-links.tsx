import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { NEWS_VIDEO_FRAME, newsLinkView, videoEmbedUrl } from '@linksight/golf-core';

/**
 * spec 3 §2: a link whose label holds a video-site address is embedded as a 300×250 frame from its
 * 11-character id; any other link is an anchor showing its label, opening a new tab.
 */
export function NewsLinks({ links }: { links: readonly { label: string; url: string }[] }) {
  if (links.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
      {links.map((link, i) => {
        const view = newsLinkView(link);
        return view.kind === 'video' ? (
          <Box
            key={i}
            component="iframe"
            src={videoEmbedUrl(view.videoId)}
            title={view.label}
            width={NEWS_VIDEO_FRAME.width}
            height={NEWS_VIDEO_FRAME.height}
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ border: 0, maxWidth: '100%' }}
          />
        ) : (
          <Link key={i} href={view.url} target="_blank" rel="noopener noreferrer">
            {view.label}
          </Link>
        );
      })}
    </Box>
  );
}
