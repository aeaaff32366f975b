import { execFileSync } from 'node:child_process';

/** The text of a PDF, by poppler's pdftotext (installed by .ci/run), in reading order. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

/** Page count and the first page's size in points, by poppler's pdfinfo. */
export function pdfInfo(pdf: Buffer): { pages: number; widthPt: number; heightPt: number } {
  const out = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8');
  const pages = Number(/^Pages:\s+(\d+)/m.exec(out)?.[1]);
  const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(out);
  return { pages, widthPt: Number(size?.[1]), heightPt: Number(size?.[2]) };
}
