/** The three separately loaded parts of the app, chosen by the URL path. */
export type AppArea = 'play' | 'screen' | 'admin';

/** `/play/...` → player pages, `/screen/...` → venue display, anything else → organizer app (hash-routed). */
export function areaOf(pathname: string): AppArea {
  if (/^\/play(\/|$)/.test(pathname)) return 'play';
  if (/^\/screen(\/|$)/.test(pathname)) return 'screen';
  return 'admin';
}
