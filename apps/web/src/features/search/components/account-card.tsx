import type { AccountCard as AccountCardData } from '@linksight/api-contract';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { AccountAvatar } from '../../../components/ui/account-avatar';
import { fullName } from '@linksight/golf-core';
import type { ResultLink as ResultLinkTarget } from '../../../lib/profile-links';
import { ResultLink } from '../../../components/ui/result-link';

export function AccountCard({ account, link }: { account: AccountCardData; link: ResultLinkTarget }) {
  const name = fullName(account);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={ResultLink} link={link} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <AccountAvatar
            accountId={account.accountId}
            name=""
            size={56}
            initialsFrom={account.imgUrl === null ? name : undefined}
          />
          <div style={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" noWrap sx={{ fontWeight: 700 }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              @{account.username}
            </Typography>
          </div>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
