/** Options a venue can put in the screen URL: ?seconds=12&columns=2, ?view=standings (team events: the team standings instead of pairings) */
export interface ScreenOptions {
  secondsPerPage: number;
  columns: number | null;
  standings: boolean;
}

export function readScreenOptions(search: string): ScreenOptions {
  const params = new URLSearchParams(search);
  const seconds = Number(params.get('seconds'));
  const columns = Number(params.get('columns'));
  return {
    secondsPerPage: Number.isFinite(seconds) && seconds >= 3 ? seconds : 12,
    columns: Number.isInteger(columns) && columns >= 1 && columns <= 4 ? columns : null,
    standings: params.get('view') === 'standings',
  };
}

/** Rows are sized in viewport units in screen.css: 1 row = 4.2vh, header and footer ≈ 22vh. */
const ROW_SHARE_OF_HEIGHT = 0.042;
const CHROME_SHARE_OF_HEIGHT = 0.22;

/** How many pairings fit on one page of the projector at this size. */
export function pageSize(viewport: { width: number; height: number }, options: ScreenOptions) {
  const columns = options.columns ?? (viewport.width / viewport.height > 1.5 ? 2 : 1);
  const rowsPerColumn = Math.max(5, Math.floor((1 - CHROME_SHARE_OF_HEIGHT) / ROW_SHARE_OF_HEIGHT) - 1);
  return { columns, rowsPerColumn, rowsPerPage: rowsPerColumn * columns };
}
