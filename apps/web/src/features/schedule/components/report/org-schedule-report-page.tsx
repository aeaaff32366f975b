import { useSearchParams } from 'react-router';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OrgSchedule } from '@linksight/api-contract';
import { formatDateSpan, formatLongDate, locationText, SCHEDULE_STATUS_LABELS } from '@linksight/golf-core';
import { ReportDocument, ReportPage } from '../../../../components/report/report-document';
import { ReportHeader } from '../../../../components/report/report-header';
import { useReportReady } from '../../../../lib/report-ready';
import { useReportSnapshot } from '../../../../lib/report-snapshot';
import { useOrgSchedule } from '../../api/report-data';
import { compactTable } from '../compact-table';
import { ReportState } from './report-state';
import { NEEDS_ORGANIZATION } from '../../../../components/report/report-messages';

const TITLE = 'Organization Schedule';
const COUNT_COLUMNS = [
  ['infield', 'In Field'],
  ['applied', 'Applied'],
  ['qualifying', 'Qualifying'],
  ['considering', 'Considering'],
  ['invited', 'Invited'],
  ['conflict', 'Conflict/WD'],
] as const;

function OrgScheduleSheet({ data }: { data: OrgSchedule }) {
  return (
    <ReportPage label={TITLE}>
      <ReportHeader
        title={TITLE}
        playerName={`${data.organization.name} · ${data.groupName}`}
        aside={
          <Typography variant="body2" color="text.secondary">
            Upcoming as of {formatLongDate(data.today)}
          </Typography>
        }
      />
      {data.events.length === 0 ? (
        <Typography>No upcoming events.</Typography>
      ) : (
        <Table
          size="small"
          aria-label="Upcoming events"
          sx={{ ...compactTable(true, 0), '& th, & td': { fontSize: 10, px: 0.5, py: 0.5 } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Tournament</TableCell>
              <TableCell>Dates</TableCell>
              <TableCell>Location</TableCell>
              <TableCell align="right">Rounds</TableCell>
              {COUNT_COLUMNS.map(([key, label]) => (
                <TableCell key={key} align="right">
                  {label}
                </TableCell>
              ))}
              <TableCell>Players</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.events.map((e) => (
              <TableRow key={e.tournamentId} data-testid="org-schedule-row">
                <TableCell>{e.tournamentName}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateSpan(e.startDate, e.endDate)}</TableCell>
                <TableCell>{locationText(e) ?? '-'}</TableCell>
                <TableCell align="right">{e.numberOfRounds}</TableCell>
                {COUNT_COLUMNS.map(([key]) => (
                  <TableCell key={key} align="right">
                    {e.counts[key]}
                  </TableCell>
                ))}
                <TableCell>
                  {e.players.map((p) => `${p.playerName} (${SCHEDULE_STATUS_LABELS[p.status]})`).join(', ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {data.hiddenMemberCount > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {data.hiddenMemberCount === 1
            ? '1 member does not share their schedule.'
            : `${data.hiddenMemberCount} members do not share their schedule.`}
        </Typography>
      )}
    </ReportPage>
  );
}

/**
 * `/cgr/org-schedule-report` (spec 2 §2): an organisation's (or roster's) combined upcoming schedule.
 * `?hash=` draws the snapshot's stored `OrgSchedule` (no data call); `?short=&group=` previews the GET.
 */
export function OrgScheduleReportPage() {
  const [search] = useSearchParams();
  const hash = search.get('hash');
  const snapshot = useReportSnapshot<OrgSchedule>(hash);
  const preview = useOrgSchedule(hash === null ? search.get('short') : null, search.get('group'));
  const data = hash !== null ? snapshot.data?.payload : preview.data;
  const error =
    hash !== null
      ? snapshot.error
      : search.get('short') === null
        ? new Error(NEEDS_ORGANIZATION)
        : preview.error;
  useReportReady(data !== undefined, error ?? undefined);
  return (
    <ReportDocument title={data ? `${data.organization.name} · ${TITLE}` : TITLE}>
      {data && !error ? (
        <OrgScheduleSheet data={data} />
      ) : (
        <ReportState error={error} label="organization schedule" />
      )}
    </ReportDocument>
  );
}
