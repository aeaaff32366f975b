import { ExportPage } from '../../features/account-data/components/export-page';
import { withSessionAccount } from './with-session-account';

/** Issue 20: the logged-in player's Download my data page. */
export default withSessionAccount(ExportPage);
