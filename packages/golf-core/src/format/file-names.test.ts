import { describe, expect, it } from 'vitest';
import { exportFileName, fileNamePart, reportPdfFileName, resumePdfFileName } from './file-names';

describe('file names', () => {
  it('names a resume {First}-{Last}-Resume.pdf', () => {
    expect(resumePdfFileName({ firstName: 'Wes', lastName: 'Haugen' })).toBe('Wes-Haugen-Resume.pdf');
    expect(resumePdfFileName({ firstName: ' Mary Ann ', lastName: "O'Neil" })).toBe(
      'Mary-Ann-O-Neil-Resume.pdf',
    );
    expect(resumePdfFileName({ firstName: 'Zoë', lastName: 'Ångström' })).toBe('Zoë-Ångström-Resume.pdf');
    expect(resumePdfFileName({ firstName: '', lastName: null })).toBe('Resume.pdf');
  });

  it('keeps no character that means something in a path or a header', () => {
    expect(fileNamePart('../a/b\\c"d;e')).toBe('a-b-c-d-e');
    expect(exportFileName(['', '  '], 'pdf')).toBe('export.pdf');
    expect(exportFileName(['Reese', 'Okafor', 2027, 'Compare Stats'], 'pdf')).toBe(
      'Reese-Okafor-2027-Compare-Stats.pdf',
    );
  });
});

describe('reportPdfFileName (issue 19)', () => {
  it('names a report PDF after the player and the report', () => {
    expect(reportPdfFileName({ firstName: 'Wes', lastName: 'Haugen' }, 'Player Performance Report')).toBe(
      'Wes-Haugen-Player-Performance-Report.pdf',
    );
    expect(reportPdfFileName({}, 'Course Plan Report')).toBe('Course-Plan-Report.pdf');
  });
});
