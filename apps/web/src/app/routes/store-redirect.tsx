import { StoreRedirectPage } from '../../features/store-redirect/components/store-redirect-page';

export const Component = StoreRedirectPage;
