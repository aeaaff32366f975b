import { ImportPage } from '../../features/account-data/components/import-page';
import { withSessionAccount } from './with-session-account';

/** Issue 20: the logged-in player's Import rounds page. */
export default withSessionAccount(ImportPage);
