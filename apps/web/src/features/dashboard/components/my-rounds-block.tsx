import Typography from '@mui/material/Typography';
import { CollapsibleBlock } from './collapsible-block';

/** spec 3 §2 My Rounds block (map plus scorecard of shots): its content is built by issue 7. */
export function MyRoundsBlock() {
  return (
    <CollapsibleBlock title="My Rounds">
      <Typography color="text.secondary">
        My Rounds — the map and scorecards of your rounds — is coming with issue 7 &quot;Shot map, scorecards,
        My Rounds and the View-shots page&quot;. Until then, open a row&apos;s View shots in the assessment
        table.
      </Typography>
    </CollapsibleBlock>
  );
}
