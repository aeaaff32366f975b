import { useSearchParams } from 'react-router';
import type { PaperFormat } from '@linksight/api-contract';

/** Paper sizes as CSS lengths (ISO 216 A4, US Letter). */
export const PAPER_SIZES: Record<PaperFormat, { width: string; height: string }> = {
  Letter: { width: '8.5in', height: '11in' },
  A4: { width: '210mm', height: '297mm' },
};

/** CSS pixels per unit of the paper sizes (CSS: 1in = 96px = 25.4mm). */
const CSS_PX_PER = { in: 96, mm: 96 / 25.4 } as const;

/** A paper length ("8.5in", "210mm") in CSS pixels. */
export function paperLengthPx(length: string): number {
  const unit = length.endsWith('mm') ? 'mm' : 'in';
  return Number.parseFloat(length) * CSS_PX_PER[unit];
}

/**
 * Page margins, the same as the PDF service's (apps/api services/pdf/pdf-renderer.ts PDF_MARGINS): its footer
 * (date, page numbers) is drawn in the bottom margin.
 */
export const REPORT_MARGINS = { top: '12mm', right: '12mm', bottom: '14mm', left: '12mm' } as const;

/** Decision (the spec names no paper size): Letter unless `?paper=A4`, as the API's PDF endpoints. */
export function toPaperFormat(value: string | null): PaperFormat {
  return value === 'A4' ? 'A4' : 'Letter';
}

/** The paper size a report page is laid out for: the `paper` query parameter the PDF service sets. */
export function usePaperFormat(): PaperFormat {
  const [searchParams] = useSearchParams();
  return toPaperFormat(searchParams.get('paper'));
}
