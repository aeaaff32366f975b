/**
 * Names of downloaded files, one rule for every export (the API's Content-Disposition and the web's
 * download use the same name).
 */

/**
 * One part of a file name: letters (any script) and digits kept, every run of anything else (spaces,
 * apostrophes, slashes) turned into one hyphen, so "Mary Ann" → "Mary-Ann" and "O'Neil" → "O-Neil".
 */
export function fileNamePart(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** Parts joined by hyphens, empty parts left out, then the extension: `["Wes", "Haugen", "Resume"]` → `Wes-Haugen-Resume.pdf`. */
export function exportFileName(parts: readonly (string | number)[], extension: string): string {
  const name = parts
    .map((p) => fileNamePart(String(p)))
    .filter((p) => p !== '')
    .join('-');
  return `${name === '' ? 'export' : name}.${extension}`;
}

/**
 * Issue 15 decision (the spec names no resume file): `{First}-{Last}-Resume.pdf`, e.g.
 * `Wes-Haugen-Resume.pdf`; a player without a name gets `Resume.pdf`.
 */
export function resumePdfFileName(player: { firstName?: string | null; lastName?: string | null }): string {
  return exportFileName([player.firstName ?? '', player.lastName ?? '', 'Resume'], 'pdf');
}

/**
 * spec 2 §7: the compare-stats PDF is named after the left player's first name, last name, the next
 * calendar year and Compare-Stats: `Wes-Haugen-2027-Compare-Stats.pdf` (`now` in 2026).
 */
export function compareStatsPdfFileName(
  player: { firstName?: string | null; lastName?: string | null },
  now: Date,
): string {
  return exportFileName(
    [player.firstName ?? '', player.lastName ?? '', now.getUTCFullYear() + 1, 'Compare-Stats'],
    'pdf',
  );
}

/**
 * Issue 19 decision (the spec names no report files): `{First}-{Last}-{Report Title}.pdf`, e.g.
 * `Wes-Haugen-Player-Performance-Report.pdf`; without a name, the title alone.
 */
export function reportPdfFileName(
  player: { firstName?: string | null; lastName?: string | null },
  title: string,
): string {
  return exportFileName([player.firstName ?? '', player.lastName ?? '', title], 'pdf');
}
