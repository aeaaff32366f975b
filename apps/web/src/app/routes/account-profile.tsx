import { AccountSettingsPage } from '../../features/account-settings/components/account-settings-page';
import { withSessionAccount } from './with-session-account';

/** The logged-in player's Profile and privacy page (ARCHITECTURE "Profile settings"). */
export default withSessionAccount(AccountSettingsPage);
