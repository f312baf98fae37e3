import { Locator } from 'playwright-core';

/** Latin words a screen still shows once the data it displays (names, codes) is taken out. */
export function wordsLeft(text: string, data: readonly string[]): string[] {
  let rest = text;
  for (const value of [...data].sort((a, b) => b.length - a.length)) rest = rest.split(value).join(' ');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

/** Everything a reader sees or hears in `scope`: its text, labels and hover titles. */
export async function shownText(scope: Locator): Promise<string> {
  const text = await scope.innerText();
  const attributes = await scope.locator('[aria-label], [title], [placeholder]').evaluateAll((nodes) =>
    nodes.map((node) => ['aria-label', 'title', 'placeholder'].map((name) => node.getAttribute(name) ?? '').join(' ')).join(' '),
  );
  return `${text} ${attributes}`;
}
