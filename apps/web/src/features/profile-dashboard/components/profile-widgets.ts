/**
 * The profile dashboard's cards after the About card, in one lazily loaded module (issue 23): the About
 * card, the page's largest text, paints as soon as the page's own chunk arrives, not after the code of
 * the charts, carousels and lists below it.
 */
export { GalleryCard, SwingVideosCard } from './media-cards';
export { NewsCard } from './news-card';
export { PastTournaments } from './past-tournaments';
export { PerformanceTrends } from './performance-trends';
export { ProfileFiller } from './profile-filler';
export { UpcomingEventsCard } from './upcoming-events-card';
