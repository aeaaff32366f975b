import { ApiAccessPage } from '../../features/account-data/components/api-access-page';

/** Issue 20: the logged-in account's personal access tokens. */
export default ApiAccessPage;
