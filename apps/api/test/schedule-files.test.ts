import { existsSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { XLSX_CONTENT_TYPE } from '@linksight/golf-core';
import {
  apiPaths,
  type OrgSchedule,
  type ScheduleExportRequest,
  type ScheduleReportData,
  type ScheduleReportRequest,
} from '@linksight/api-contract';
import { schema } from '../src/db/client';
import { typed } from '../src/lib/typebox';
import { buildTestApp, listenTestApp, testDatabases, type TestApp } from './helpers';
import { pdfText } from './pdf-tools';
import { closeQuietly, insertPeople, setWebsiteSettings, type People, type Viewer } from './player-fixtures';
import { insertScheduleFixture, SCHEDULE_NOW, type ScheduleFixture } from './schedule-fixtures';

const paths = apiPaths.players;
const SCHEDULE_FEATURE = 80;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const EXPORT: ScheduleExportRequest = {
  outputFormat: 'xlsx',
  thresholdScore: 0,
  tournamentEventTypeIds: [3, 10, 11],
  localeTypeIds: [1, 3, 4],
  eventFilter: 'All',
  upcomingTournamentStatusIds: [1, 3, 4, 2, 6],
  timeframeFilter: { timePeriod: 'ALL' },
  mergeStatusTables: false,
  viewBy: 'Month',
  extraAccountIds: [],
  timeZoneOffsetMinutes: 0,
};

const REPORT: ScheduleReportRequest = {
  statuses: [1, 2, 3, 4, 5, 6],
  tournamentTypes: [3, 10, 11],
  localeTypes: [1, 3, 4],
  eventFilter: 'All',
  startDate: null,
  endDate: null,
  scoreThreshold: 0,
  sections: ['Upcoming', 'Past'],
  mergeStatusTables: false,
  viewByGrouping: 'Month',
  groupResultsBy: 'Events',
  extraAccountIds: [],
  favoritesView: 1,
  showStats: true,
  timeZoneOffsetMinutes: 0,
};

/**
 * A stand-in for the web's /cgr/public-player-schedule-report (built in the web app): it does what the page
 * must do — read the snapshot, call report-data with the snapshot's token and the stored request (without
 * its accountId) — and prints the answer's names, so the PDF proves the chain from button to data.
 */
function addStandInReportPage(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/cgr/public-player-schedule-report'))
      reply.header('content-security-policy', "default-src 'self'; script-src 'unsafe-inline'");
  });
  typed(app).get(
    '/cgr/public-player-schedule-report',
    { schema: { querystring: Type.Object({ hash: Type.String(), paper: Type.Optional(Type.String()) }) } },
    async (request, reply) =>
      reply.type('text/html')
        .send(`<!doctype html><html><head><meta charset="utf-8"></head><body><pre id="out"></pre>
<script>
(async () => {
  try {
    const snap = await (await fetch('/api/v1/reports/snapshots/' + ${JSON.stringify(request.query.hash)})).json();
    const { accountId, ...body } = snap.payload;
    const res = await fetch('/api/v1/players/' + accountId + '/schedule/report-data', {
      method: 'POST',
      headers: { authorization: 'Bearer ' + snap.token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const data = await res.json();
    const lines = [data.player.playerName, data.fileName];
    for (const table of data.upcoming.tables)
      lines.push(table.title + ': ' + table.groups.flatMap((g) => g.rows.map((r) => r.tournamentName)).join(', '));
    lines.push('Past: ' + data.past.events.map((e) => e.tournamentName + ' ' + e.score).join(', '));
    document.getElementById('out').textContent = lines.join('\\n');
    document.body.dataset.reportReady = 'true';
  } catch (e) {
    document.body.dataset.reportReady = 'error';
  }
})();
</script></body></html>`),
  );
}

/** Issue 18: the spreadsheet (opened with ExcelJS), the PDF report data and PDF, the org schedule. */
describe.each(testDatabases)('schedule files on %s', (kind) => {
  let t: TestApp;
  let ids: People;
  let tokens: Record<Viewer, string>;
  let f: ScheduleFixture;

  beforeAll(async () => {
    t = await buildTestApp(
      kind,
      { RATE_LIMIT_PER_MINUTE: '1000000', CHROMIUM_PATH: CHROMIUM },
      { beforeReady: addStandInReportPage },
    );
    ({ ids, tokens } = await insertPeople(t));
    vi.spyOn(t.app.clock, 'now').mockReturnValue(SCHEDULE_NOW);
    f = await insertScheduleFixture(t, ids);
  });
  afterAll(async () => closeQuietly(t));

  const post = (url: string, payload: object, who: Viewer | 'anonymous' = 'owner') =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: who === 'anonymous' ? {} : { authorization: `Bearer ${tokens[who]}` },
    });

  async function workbookOf(body: Buffer) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(body as unknown as ArrayBuffer);
    return wb;
  }

  describe('spreadsheet', () => {
    it('is a real .xlsx named Schedule with one sheet per section, typed cells and a frozen header', async () => {
      const res = await post(paths.scheduleExport(ids.owner), EXPORT, 'anonymous');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
      expect(res.headers['content-disposition']).toContain('filename="Schedule.xlsx"');
      const wb = await workbookOf(res.rawPayload);
      expect(wb.worksheets.map((w) => w.name)).toEqual([
        'Planned Events',
        'Considering Events',
        'Historical Events',
      ]);
      const planned = wb.getWorksheet('Planned Events')!;
      expect(planned.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(planned.getRow(1).values).toEqual([
        undefined,
        'Month',
        'Tournament',
        'Course',
        'Location',
        'Start Date',
        'End Date',
        'Status',
        'Note',
        'Tournament URL',
      ]);
      expect(planned.rowCount).toBe(2);
      const row = planned.getRow(2);
      expect(row.getCell(1).value).toBe('July 2025');
      expect(row.getCell(2).value).toBe('Summer Junior');
      expect(row.getCell(4).value).toBe('Pinehurst, NC');
      const start = row.getCell(5).value;
      expect(start).toBeInstanceOf(Date);
      expect((start as Date).toISOString()).toBe('2025-07-01T00:00:00.000Z');
      expect(row.getCell(5).numFmt).toBe('m/d/yyyy');
      expect(row.getCell(7).value).toBe('In Field');
      expect(planned.getColumn(2).width).toBe(36);
      // Invited is not among the statuses asked for: the Team Cup stays out.
      const considering = wb.getWorksheet('Considering Events')!;
      expect(considering.getColumn(2).values.slice(2)).toEqual(['Autumn Classic']);
      const past = wb.getWorksheet('Historical Events')!;
      expect(past.getColumn(1).values.slice(2)).toEqual(['Spring Qualifier', 'Fixture Open']);
      const open = past.getRow(3);
      expect(open.getCell(8).value).toBe(147);
      expect(typeof open.getCell(8).value).toBe('number');
      expect(open.getCell(9).value).toBe(73.5);
      expect(open.getCell(12).value).toBe('70 (-2), 77 (+5)');
      expect(open.getCell(6).value).toBeInstanceOf(Date);
      expect(open.getCell(16).value).toBe('https://www.fixture-open.example');
      expect(past.getRow(2).getCell(8).value).toBeNull();
    });

    it('merges the tables, adds the Player column for additional players and applies the threshold', async () => {
      const res = await post(paths.scheduleExport(ids.owner), {
        ...EXPORT,
        mergeStatusTables: true,
        viewBy: 'Events',
        extraAccountIds: [ids.other],
        thresholdScore: 70,
        upcomingTournamentStatusIds: [1, 2, 3, 4, 5, 6],
      });
      const wb = await workbookOf(res.rawPayload);
      expect(wb.worksheets.map((w) => w.name)).toEqual(['Upcoming Events', 'Historical Events']);
      const up = wb.getWorksheet('Upcoming Events')!;
      expect(up.getRow(1).getCell(1).value).toBe('Event');
      expect(up.getRow(1).getCell(2).value).toBe('Player');
      expect(up.getColumn(2).values.slice(2)).toEqual([
        'Zoë Fixture',
        'Otto Other',
        'Zoë Fixture',
        'Zoë Fixture',
      ]);
      expect(wb.getWorksheet('Historical Events')!.getColumn(1).values.slice(2)).toEqual(['Fixture Open']);
    });

    it('refuses a bad time frame, format, locale type or threshold', async () => {
      expect(
        (
          await post(paths.scheduleExport(ids.owner), {
            ...EXPORT,
            timeframeFilter: {
              timePeriod: 'Months',
              timeSelectedType: 'DATE',
              startDate: '2025-03-01',
              endDate: '2025-01-01',
            },
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (await post(paths.scheduleExport(ids.owner), { ...EXPORT, outputFormat: 'csv' })).statusCode,
      ).toBe(400);
      expect(
        (await post(paths.scheduleExport(ids.owner), { ...EXPORT, localeTypeIds: [2] })).statusCode,
      ).toBe(400);
      expect(
        (await post(paths.scheduleExport(ids.owner), { ...EXPORT, thresholdScore: '7x' })).statusCode,
      ).toBe(400);
    });

    it('follows the schedule feature', async () => {
      await setWebsiteSettings(t, ids.owner, [
        { featureId: SCHEDULE_FEATURE, isPublic: false, isPhoneVerified: true },
      ]);
      try {
        expect((await post(paths.scheduleExport(ids.owner), EXPORT, 'stranger')).statusCode).toBe(403);
        expect((await post(paths.scheduleExport(ids.owner), EXPORT, 'member')).statusCode).toBe(200);
      } finally {
        await setWebsiteSettings(t, ids.owner, []);
      }
    });
  });

  describe('PDF report data', () => {
    it('answers the arranged upcoming tables, metrics, past events, stats and the file name', async () => {
      const res = await post(paths.scheduleReportData(ids.owner), REPORT, 'anonymous');
      expect(res.statusCode).toBe(200);
      const d = res.json<ScheduleReportData>();
      expect(d.fileName).toBe('Zoë-Fixture-Upcoming-Past-Report.pdf');
      expect(d.player).toEqual({ accountId: ids.owner, playerName: 'Zoë Fixture' });
      expect(d.today).toBe('2025-06-15');
      expect(d.upcoming!.tables.map((x) => [x.title, x.count])).toEqual([
        ['Planned Events', 1],
        ['Considering Events', 2],
      ]);
      expect(d.upcoming!.tables[1]!.groups.map((g) => g.label)).toEqual(['August 2025', 'September 2025']);
      expect(d.upcoming!.metrics).toEqual({
        count: 3,
        confirmed: 1,
        considering: 2,
        rounds: 2 + 1 + 3,
        shortestDaysBetween: 30,
      });
      expect(d.past!.timeframeLabel).toBe('All Time');
      expect(d.past!.events!.map((e) => e.tournamentName)).toEqual(['Spring Qualifier', 'Fixture Open']);
      expect(d.past!.rounds).toBeNull();
      expect(d.past!.bestMetrics!.recordCount).toBe(8);
      expect(d.past!.historicalMetrics![0]).toMatchObject({ statName: 'Tournament Count', value: 1 });
    });

    it('lists rounds for Rounds, leaves stats out without Show Stats, and names dates and threshold', async () => {
      const d = (
        await post(paths.scheduleReportData(ids.owner), {
          ...REPORT,
          sections: ['Past'],
          groupResultsBy: 'Rounds',
          showStats: false,
          startDate: '2025-01-01',
          endDate: '2025-03-31',
          scoreThreshold: 72,
        })
      ).json<ScheduleReportData>();
      expect(d.fileName).toBe('Zoë-Fixture-Past-1_1_2025-3_31_2025-With-72-Or-Better-Only-Report.pdf');
      expect(d.upcoming).toBeNull();
      expect(d.past!.events).toBeNull();
      // Rounds of 1 Jan – 31 Mar (five of them) at or under 72, lowest first.
      expect(d.past!.rounds!.map((r) => r.score)).toEqual([70, 72]);
      expect(d.past!.bestMetrics).toBeNull();
      expect(d.past!.historicalMetrics).toBeNull();
      expect(d.past!.timeframeLabel).not.toBe('All Time');
    });

    it.each([
      ['one day only', { startDate: '2025-01-01' }],
      ['the end before the start', { startDate: '2025-02-01', endDate: '2025-01-01' }],
      ['no section', { sections: [] }],
      ['an unknown section', { sections: ['Future'] }],
      ['an unknown status', { statuses: [9] }],
      ['a threshold that is not a number', { scoreThreshold: 'low' }],
    ])('answers 400 for %s', async (_, change) => {
      const res = await post(paths.scheduleReportData(ids.owner), { ...REPORT, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    });

    it('refuses the PDF before printing when the request is bad or the viewer may not read', async () => {
      const render = vi.spyOn(t.app.pdf, 'render');
      try {
        const bad = await post(paths.scheduleReport(ids.owner), { ...REPORT, endDate: '2025-01-01' });
        expect(bad.statusCode).toBe(400);
        await setWebsiteSettings(t, ids.owner, [
          { featureId: SCHEDULE_FEATURE, isPublic: false, isPhoneVerified: true },
        ]);
        expect((await post(paths.scheduleReport(ids.owner), REPORT, 'stranger')).statusCode).toBe(403);
        expect((await post(paths.scheduleReport(ids.owner), REPORT, 'anonymous')).statusCode).toBe(403);
        expect(render).not.toHaveBeenCalled();
        const rows = await t.db.db.select().from(schema.reportSnapshots);
        expect(rows.filter((r) => r.kind === 'public-player-schedule-report')).toEqual([]);
      } finally {
        render.mockRestore();
        await setWebsiteSettings(t, ids.owner, []);
      }
    });

    it.runIf(existsSync(CHROMIUM))(
      'prints the report page, which reads its data with the snapshot token',
      async () => {
        await listenTestApp(t);
        const res = await post(paths.scheduleReport(ids.owner, { download: true }), REPORT, 'anonymous');
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toContain(
          "UTF-8''Zo%C3%AB-Fixture-Upcoming-Past-Report.pdf",
        );
        const text = pdfText(res.rawPayload);
        expect(text).toContain('Zoë Fixture');
        expect(text).toContain('Planned Events: Summer Junior');
        expect(text).toContain('Considering Events: Team Cup, Autumn Classic');
        expect(text).toContain('Past: Spring Qualifier null, Fixture Open 147');
        const base64 = await post(paths.scheduleReport(ids.owner), REPORT);
        expect(Buffer.from(base64.json<{ data: string }>().data, 'base64').subarray(0, 5).toString()).toBe(
          '%PDF-',
        );
      },
      60_000,
    );

    it("opens the report token to this player's schedule data only", async () => {
      const render = vi.spyOn(t.app.pdf, 'render').mockResolvedValue(Buffer.from('%PDF-1.4 stand-in'));
      try {
        await post(paths.scheduleReport(ids.owner), REPORT);
        const [snap] = (await t.db.db.select().from(schema.reportSnapshots)).filter(
          (r) => r.kind === 'public-player-schedule-report',
        );
        expect(snap!.payload).toEqual({ ...REPORT, accountId: ids.owner });
        const open = await t.app.inject({ method: 'GET', url: `/api/v1/reports/snapshots/${snap!.hash}` });
        const token = open.json<{ token: string }>().token;
        const withToken = (url: string) =>
          t.app.inject({
            method: 'POST',
            url,
            payload: REPORT,
            headers: { authorization: `Bearer ${token}` },
          });
        // A private schedule is still printed through its hash (the share was authorised when made).
        await setWebsiteSettings(t, ids.owner, [
          { featureId: SCHEDULE_FEATURE, isPublic: false, isPhoneVerified: true },
        ]);
        expect((await withToken(paths.scheduleReportData(ids.owner))).statusCode).toBe(200);
        expect((await withToken(paths.scheduleReportData(ids.other))).statusCode).toBe(403);
        expect((await withToken(paths.scheduleEditors(ids.owner))).statusCode).toBe(404);
      } finally {
        render.mockRestore();
        await setWebsiteSettings(t, ids.owner, []);
      }
    });
  });

  describe('org schedule', () => {
    let short: string;
    let rosterId: number;
    beforeAll(async () => {
      const [org] = await t.db.db
        .insert(schema.organizations)
        .values({ name: 'Fixture Academy', short: `fixture-${kind}`, kind: 'academy' })
        .returning({ id: schema.organizations.id, short: schema.organizations.short });
      short = org!.short;
      const [roster] = await t.db.db
        .insert(schema.rosters)
        .values({ organizationId: org!.id, name: 'Varsity' })
        .returning({ id: schema.rosters.id });
      rosterId = roster!.id;
      await t.db.db.insert(schema.rosterMembers).values([
        { rosterId, accountId: ids.owner, role: 'player' },
        { rosterId, accountId: ids.other, role: 'player' },
      ]);
      // Both players at the Coast Open: the owner Applied too.
      await t.db.db
        .insert(schema.scheduleEntries)
        .values({ accountId: ids.owner, tournamentId: f.coastOpen, status: 3 });
    });

    it('combines the members’ upcoming events with status counts per event', async () => {
      const res = await t.app.inject({ method: 'GET', url: apiPaths.organizationSchedule(short) });
      expect(res.statusCode).toBe(200);
      const s = res.json<OrgSchedule>();
      expect(s.organization).toEqual({ short, name: 'Fixture Academy' });
      expect(s.hiddenMemberCount).toBe(0);
      expect(s.events.map((e) => e.tournamentName)).toEqual([
        'Summer Junior',
        'Coast Open',
        'Team Cup',
        'Autumn Classic',
      ]);
      const coast = s.events[1]!;
      expect(coast.counts).toEqual({
        infield: 0,
        applied: 1,
        qualifying: 1,
        considering: 0,
        invited: 0,
        conflict: 0,
      });
      expect(coast.numberOfRounds).toBe(3);
      expect(coast.players.map((p) => [p.playerName, p.status]).sort()).toEqual([
        ['Otto Other', 4],
        ['Zoë Fixture', 3],
      ]);
    });

    it('leaves out members whose schedule is closed to the viewer, and knows rosters', async () => {
      await setWebsiteSettings(t, ids.other, [
        { featureId: SCHEDULE_FEATURE, isPublic: false, isPhoneVerified: true },
      ]);
      try {
        const url = apiPaths.organizationSchedule(short, { group: String(rosterId) });
        const s = (await t.app.inject({ method: 'GET', url })).json<OrgSchedule>();
        expect(s.groupName).toBe('Varsity');
        expect(s.hiddenMemberCount).toBe(1);
        expect(s.events.flatMap((e) => e.players.map((p) => p.accountId))).not.toContain(ids.other);
        expect(
          (
            await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.manager}` } })
          ).json<OrgSchedule>().hiddenMemberCount,
        ).toBe(0);
        expect(
          (
            await t.app.inject({
              method: 'GET',
              url: apiPaths.organizationSchedule(short, { group: '999999' }),
            })
          ).statusCode,
        ).toBe(404);
        expect(
          (await t.app.inject({ method: 'GET', url: apiPaths.organizationSchedule('nobody') })).statusCode,
        ).toBe(404);
        expect(
          (await t.app.inject({ method: 'GET', url: apiPaths.organizationSchedule(short, { group: 'x' }) }))
            .statusCode,
        ).toBe(400);
      } finally {
        await setWebsiteSettings(t, ids.other, []);
      }
    });

    it('prints the org report from the built schedule (snapshot without a player)', async () => {
      const render = vi.spyOn(t.app.pdf, 'render').mockResolvedValue(Buffer.from('%PDF-1.4 stand-in'));
      try {
        const res = await t.app.inject({
          method: 'POST',
          url: apiPaths.organizationScheduleReport(short, { download: true }),
          payload: { group: 'All' },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-disposition']).toContain('Fixture-Academy-Schedule-Report.pdf');
        expect(render.mock.calls[0]![0].path).toMatch(/^\/cgr\/org-schedule-report\?hash=/);
        const [snap] = (await t.app.db.select().from(schema.reportSnapshots)).filter(
          (r) => r.kind === 'org-schedule-report',
        );
        expect(snap!.accountId).toBeNull();
        expect((snap!.payload as OrgSchedule).events).toHaveLength(4);
      } finally {
        render.mockRestore();
      }
    });
  });
});
