/** The standings as the API returns them, one line of a CSV file each (what the columns hold; the headings come from the screen). */
export interface StandingsCsvLine {
  rank: number;
  matchPoints: number;
  record: string;
  omw: number;
  gw: number;
  ogw: number;
  player: { name: string; wizardsId?: string | null };
}

/** The CSV columns in order: rank, name, Wizards ID, points, record, OMW%, GW%, OGW%. */
export const STANDINGS_CSV_COLUMNS = ['rank', 'player', 'wizardsId', 'matchPoints', 'record', 'omw', 'gw', 'ogw'] as const;
export type StandingsCsvColumn = (typeof STANDINGS_CSV_COLUMNS)[number];

/** A percentage from the API's 4-decimal fraction (0.6667 → "66.67"), without float noise. */
const percent = (fraction: number) => (Math.round(fraction * 10000) / 100).toFixed(2);

/**
 * One CSV field: quoted when it holds a comma, quote or line break (RFC 4180); a text that a
 * spreadsheet would run as a formula (=, +, -, @) is prefixed with an apostrophe.
 */
function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The standings as a CSV file (UTF-8 with a byte-order mark, so spreadsheets read accented and
 * Chinese names; CRLF line ends). Values are the API's: rank, points and record as given,
 * tiebreakers as percentages with two decimals.
 */
export function standingsCsv(lines: readonly StandingsCsvLine[], headings: Record<StandingsCsvColumn, string>): string {
  const rows: (string | number)[][] = [STANDINGS_CSV_COLUMNS.map((column) => headings[column])];
  for (const line of lines) {
    rows.push([line.rank, line.player.name, line.player.wizardsId ?? '', line.matchPoints, line.record, percent(line.omw), percent(line.gw), percent(line.ogw)]);
  }
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
