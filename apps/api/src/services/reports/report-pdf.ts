import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_PAPER_FORMAT, type PaperFormat, type ReportKind } from '@linksight/api-contract';

/** How long a snapshot made for a PDF stays readable (ARCHITECTURE §6: the hash expires). */
export const REPORT_SNAPSHOT_TTL_MS = 60 * 60 * 1000;

export type CreateReportPdfOptions = {
  request: FastifyRequest;
  kind: ReportKind;
  /** The player the report is about (its page's data calls may read this player only); null for none. */
  accountId: number | null;
  /** The report's state, read back by the page from the snapshot. */
  payload: unknown;
  format?: PaperFormat;
  /** More query parameters for the page, e.g. `{ prefersMetric: 'true' }`. */
  query?: Record<string, string>;
  ttlMs?: number;
};

/**
 * Prints a report: stores its state under a new hash and renders `/cgr/<kind>?hash=…&paper=…`. Call it
 * after the feature's own authorisation. A snapshot whose PDF failed is removed again (nothing is kept
 * from a rejected request).
 */
export async function createReportPdf(
  options: CreateReportPdfOptions,
): Promise<{ bytes: Buffer; hash: string }> {
  const app = options.request.server;
  const format = options.format ?? DEFAULT_PAPER_FORMAT;
  const snapshot = await app.repos.reportSnapshots.create({
    kind: options.kind,
    accountId: options.accountId,
    payload: options.payload,
    expiresAt: new Date(app.clock.now().getTime() + (options.ttlMs ?? REPORT_SNAPSHOT_TTL_MS)),
  });
  const query = new URLSearchParams({ ...options.query, hash: snapshot.hash, paper: format });
  try {
    const bytes = await app.pdf.render({ path: `/cgr/${options.kind}?${query.toString()}`, format });
    return { bytes, hash: snapshot.hash };
  } catch (err) {
    await app.repos.reportSnapshots.remove(snapshot.hash).catch(() => {});
    throw err;
  }
}

/** A file name safe in a header: the ASCII fallback and the RFC 5987 UTF-8 form. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Answers a PDF: `{ data: <base64> }` (spec 2 §7 resumePdfPOST shape) when `asBase64`, else the bytes as
 * `application/pdf` with `Content-Disposition: attachment` (for people who script downloads).
 */
export function sendPdf(
  reply: FastifyReply,
  bytes: Buffer,
  fileName: string,
  { asBase64 }: { asBase64: boolean },
): FastifyReply {
  reply.header('cache-control', 'no-store');
  if (asBase64) return reply.send({ data: bytes.toString('base64') });
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(fileName))
    .send(bytes);
}
