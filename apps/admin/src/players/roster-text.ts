/** One roster line as the organizer typed or exported it. */
export interface RosterLine {
  name: string;
  wizardsId: string | null;
  email: string | null;
}

/** Cells of a line: tab, semicolon or comma separated (the first found), quotes removed. */
function cells(line: string): string[] {
  const separator = ['\t', ';', ','].find((candidate) => line.includes(candidate));
  const parts = separator ? line.split(separator) : [line];
  return parts.map((cell) => cell.trim().replace(/^"(.*)"$/, '$1').trim());
}

/**
 * Reads a pasted list or a CSV file: one player a line, the name first, then optionally a
 * Wizards ID and an email (told apart by the @), in either order. Blank lines and a header
 * line starting with "name" are skipped.
 */
export function parseRoster(text: string): RosterLine[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');
  if (lines.length > 0 && /^"?name"?\b/i.test(lines[0])) lines.shift();
  return lines.map((line) => {
    const [name, ...rest] = cells(line);
    const email = rest.find((cell) => cell.includes('@')) ?? null;
    const wizardsId = rest.find((cell) => cell !== '' && !cell.includes('@')) ?? null;
    return { name, wizardsId, email };
  });
}
