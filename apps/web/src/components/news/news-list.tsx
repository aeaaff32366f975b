import { lazy, Suspense, useState } from 'react';
import type { NewsItem } from '@linksight/api-contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  canViewLessNews,
  canViewMoreNews,
  initialNewsCount,
  newsViewLess,
  newsViewMore,
} from '@linksight/golf-core';

/** Loaded when an article is first opened (images, links and videos are not part of the first download). */
const NewsArticleDialog = lazy(() =>
  import('./news-article-dialog').then((m) => ({ default: m.NewsArticleDialog })),
);

type NewsListProps = { items: readonly NewsItem[] | undefined; isLoading: boolean };

/**
 * spec 3 §2 news cards list: a spinner while loading, "No newsfeed items have been added." when empty,
 * items with header and formatted date opening the article dialog; View More adds 4, View Less removes 4
 * (never below 4); 4 shown at first (3 under 1050 px).
 */
export function NewsList({ items, isLoading }: NewsListProps) {
  const [shown, setShown] = useState(() => initialNewsCount(window.innerWidth));
  const [open, setOpen] = useState<NewsItem | null>(null);
  if (isLoading)
    return (
      <CircularProgress aria-label="Loading news" size={28} sx={{ display: 'block', mx: 'auto', my: 2 }} />
    );
  if (!items || items.length === 0)
    return <Typography color="text.secondary">No newsfeed items have been added.</Typography>;
  return (
    <>
      <List disablePadding aria-label="News">
        {items.slice(0, shown).map((item) => (
          <li key={item.newsItemId}>
            <ListItemButton onClick={() => setOpen(item)} sx={{ px: 1, borderRadius: 1 }}>
              <ListItemText
                primary={item.header}
                secondary={item.formattedDate}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItemButton>
          </li>
        ))}
      </List>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {canViewLessNews(shown) && (
          <Button size="small" onClick={() => setShown(newsViewLess(shown))}>
            View Less
          </Button>
        )}
        {canViewMoreNews(shown, items.length) && (
          <Button size="small" onClick={() => setShown(newsViewMore(shown, items.length))}>
            View More
          </Button>
        )}
      </Box>
      {open && (
        <Suspense fallback={null}>
          <NewsArticleDialog item={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
