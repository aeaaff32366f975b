import type { NewsItem } from '@linksight/api-contract';
import { NewsList } from '../../../components/news/news-list';
import { WidgetCard } from '../../../components/ui/widget-card';

/** spec 3 §2 Recent News card: the news cards list and its article dialog. */
export function NewsCard({
  items,
  isLoading,
}: {
  items: readonly NewsItem[] | undefined;
  isLoading: boolean;
}) {
  return (
    <WidgetCard title="Recent News" data-testid="news-card">
      <NewsList items={items} isLoading={isLoading} />
    </WidgetCard>
  );
}
