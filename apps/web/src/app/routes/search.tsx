import { SearchPage } from '../../features/search/components/search-page';

export const Component = SearchPage;
