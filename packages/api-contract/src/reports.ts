import { Type, type Static } from 'typebox';

/**
 * Report (print) pages and their snapshots (spec 2 §2 report routes; ARCHITECTURE §6): a feature's
 * endpoint stores the report's state under an unguessable hash, the API prints `/cgr/<kind>?hash=…`,
 * and the page reads the snapshot back with a token that opens that report's data only.
 */

/** spec 2 §2: the report routes under /cgr; a snapshot's `kind` is one of them. */
export const REPORT_KINDS = [
  'public-player-stats-report',
  'compare-stats',
  'public-player-schedule-report',
  'resume',
  'player-performance-summary',
  'favorites',
  'player-best-stats-report',
  'org-schedule-report',
  'rr',
  'ppr',
  'data-analysis',
  'dispersion-analysis',
  'course-plan-report',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Paper sizes a PDF is printed on. Decision (the spec names none): Letter unless asked, a US product. */
export const PAPER_FORMATS = ['Letter', 'A4'] as const;
export type PaperFormat = (typeof PAPER_FORMATS)[number];
export const DEFAULT_PAPER_FORMAT: PaperFormat = 'Letter';
export const PaperFormatSchema = Type.Union([Type.Literal('Letter'), Type.Literal('A4')], {
  description: 'Paper size of the PDF (default Letter).',
});

/** The query every PDF endpoint accepts. */
export const PdfQuerySchema = Type.Object({ paper: Type.Optional(PaperFormatSchema) });
export type PdfQuery = Static<typeof PdfQuerySchema>;

/** What an unknown, expired or malformed report link answers (and its page prints), whichever it is. */
export const REPORT_LINK_UNKNOWN = 'This report link is unknown or has expired';

/** 32 random bytes, base64url. */
export const ReportHashSchema = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', description: 'Snapshot hash' });
export const ReportHashParamsSchema = Type.Object({ hash: ReportHashSchema });

/** GET /api/v1/reports/snapshots/:hash: the stored state of a report and a token for its data calls. */
export const ReportSnapshotSchema = Type.Object({
  kind: Type.String({ description: 'The report route (spec 2 §2), e.g. resume' }),
  accountId: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The player the report is about; null for reports of no single player',
  }),
  payload: Type.Unknown({ description: "The report's state, shaped by its kind" }),
  expiresAt: Type.String({ format: 'date-time' }),
  token: Type.String({
    description:
      "Bearer token for the page's data calls: read-only, short-lived, only this player's routes of the grants this kind needs",
  }),
});
export type ReportSnapshot = Static<typeof ReportSnapshotSchema>;

/** resumePdfPOST and every `asBase64` PDF answer: the PDF as base64 in `data` (spec 2 §7). */
export const PdfDataSchema = Type.Object({ data: Type.String({ description: 'The PDF, base64' }) });
export type PdfData = Static<typeof PdfDataSchema>;
