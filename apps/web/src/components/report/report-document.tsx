import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import type { PaperFormat } from '@linksight/api-contract';
import { createAppTheme } from '../../lib/theme';
import { PAPER_SIZES, paperLengthPx, REPORT_MARGINS, usePaperFormat } from './paper';

/** The document's side padding on screen (`.report-document`). */
const DOCUMENT_PADDING_X_PX = 8;

const margin = `${REPORT_MARGINS.top} ${REPORT_MARGINS.right} ${REPORT_MARGINS.bottom} ${REPORT_MARGINS.left}`;

/**
 * Print rules of every report: the paper size, pages that break after each ReportPage, and breaks that never
 * cut a chart, a figure, a table row or a ReportKeepTogether block (ARCHITECTURE §6). On screen the same
 * pages are drawn as sheets of paper, so what a person sees is what prints.
 */
function reportStyles(paper: PaperFormat) {
  const size = PAPER_SIZES[paper];
  return {
    '@page': { size: `${size.width} ${size.height}`, margin },
    '.report-document': {
      minHeight: '100vh',
      padding: `24px ${DOCUMENT_PADDING_X_PX}px`,
      background: '#e5e7eb',
      colorScheme: 'light',
      printColorAdjust: 'exact',
      WebkitPrintColorAdjust: 'exact',
    },
    // On screen a sheet is as wide as its paper and, in a narrower window (a phone opening a report's
    // Preview), the sheets are zoomed out to fit it, as a PDF viewer shows a page: laid out narrower, the
    // tables ran past the sheet's edge and were cut off.
    '@media screen': { '.report-sheets': { zoom: 'var(--report-zoom, 1)' } },
    '.report-page': {
      boxSizing: 'border-box',
      width: size.width,
      minHeight: size.height,
      margin: '0 auto 24px',
      padding: margin,
      background: '#fff',
      boxShadow: '0 1px 4px rgba(0, 0, 0, 0.25)',
    },
    '.report-keep, .report-document figure, .report-document svg, .report-document tr': {
      breakInside: 'avoid',
    },
    '.report-document thead': { display: 'table-header-group' },
    '@media print': {
      'html, body': { background: '#fff !important' },
      '.report-document': { minHeight: 0, padding: 0, background: 'none' },
      // The sheet is exactly as wide as the paper's printable area, and not the window's width: charts
      // size their SVG from the width measured while the page is laid out (ChartFrame), before the
      // browser prints it, so a chart laid out in a wider window was cut off at the paper's right edge.
      '.report-page': {
        width: `calc(${size.width} - ${REPORT_MARGINS.left} - ${REPORT_MARGINS.right})`,
        minHeight: 0,
        margin: 0,
        padding: 0,
        boxShadow: 'none',
        breakAfter: 'page',
      },
      '.report-page:last-of-type': { breakAfter: 'auto' },
    },
  } as const;
}

type ReportDocumentProps = {
  /** The browser tab's title (not printed: the PDF has no browser header). */
  title: string;
  children: ReactNode;
};

/**
 * The frame of every report page under /cgr: paper size from `?paper=A4|Letter`, print CSS, a light theme
 * whatever the viewer's theme (paper is white), and screen styling that shows the pages as sheets.
 */
export function ReportDocument({ title, children }: ReportDocumentProps) {
  const paper = usePaperFormat();
  const theme = useMemo(() => createAppTheme({ name: 'default-theme', isDark: false }), []);
  const zoom = useFitToWindow(paperLengthPx(PAPER_SIZES[paper].width));
  return (
    <ThemeProvider theme={theme}>
      <title>{title}</title>
      <GlobalStyles styles={reportStyles(paper)} />
      <Box className="report-document" data-paper={paper} sx={{ color: 'text.primary' }}>
        <div className="report-sheets" style={{ '--report-zoom': zoom } as CSSProperties}>
          {children}
        </div>
      </Box>
    </ThemeProvider>
  );
}

/** The zoom (≤ 1) at which a sheet `widthPx` wide fits between the document's padding, following resizes. */
function useFitToWindow(widthPx: number): number {
  const [zoom, setZoom] = useState(() => fitZoom(widthPx));
  useEffect(() => {
    const update = () => setZoom(fitZoom(widthPx));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [widthPx]);
  return zoom;
}

const fitZoom = (widthPx: number) =>
  Math.min(1, (document.documentElement.clientWidth - 2 * DOCUMENT_PADDING_X_PX) / widthPx);

/** One sheet of a report: a new page starts after it when printed. */
export function ReportPage({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box component="section" className="report-page" aria-label={label}>
      {children}
    </Box>
  );
}

/** A block that is never split across pages (a chart with its caption, a small table). */
export function ReportKeepTogether({ children }: { children: ReactNode }) {
  return <Box className="report-keep">{children}</Box>;
}
