import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import glossary from './glossary.json';
import en from './messages/en.json';
import zhHans from './messages/zh-Hans.json';
import zhHant from './messages/zh-Hant.json';

const SRC = join(__dirname, '..');
const CATALOGUES = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant } as Record<string, object>;

// Screens whose every shown string comes from the catalogues; the list grows until it is all of src.
const TRANSLATED_SCREENS = [
  'screen/ScreenApp.tsx',
  'screen/FinalStandingsScreen.tsx',
  'clock/ClockFace.tsx',
  'clock/LimitedClockFace.tsx',
  'live/ConnectionBanner.tsx',
  'i18n/LanguageMenu.tsx',
];
// Attributes a person reads or hears; the rest (className, data-testid, …) are code.
const SHOWN_ATTRIBUTES = new Set(['label', 'title', 'placeholder', 'aria-label', 'alt', 'helperText']);
const WORD = /[A-Za-z]{2,}/;
// `a && 'text'`, `a || 'text'`, `a ?? 'text'` render their right side; comparisons render nothing.
const VALUE_OPERATORS = new Set([ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken]);

function flatten(messages: object, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value as object, path)) entries.set(inner, text);
  }
  return entries;
}

const variablesOf = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
const glossaryReferencesOf = (text: string) => [...text.matchAll(/\$t\(glossary:(\w+)\)/g)].map((match) => match[1]);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

function parse(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** Keys passed to t(…) as literals, and the fixed prefixes of keys built in templates (`clock.phase.${code}`). */
function usedKeys(file: ts.SourceFile): { keys: string[]; prefixes: string[] } {
  const keys: string[] = [];
  const prefixes: string[] = [];
  walk(file, (node) => {
    if (!ts.isCallExpression(node)) return;
    const callee = node.expression;
    const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
    if (name !== 't') return;
    const [first] = node.arguments;
    if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) keys.push(first.text);
    else if (first && ts.isTemplateExpression(first)) prefixes.push(first.head.text);
  });
  return { keys, prefixes };
}

/** Text a screen shows that does not come from a catalogue: JSX text, shown attributes, string literals rendered in JSX. */
function untranslatedText(file: ts.SourceFile): string[] {
  const found: string[] = [];
  walk(file, (node) => {
    if (ts.isJsxText(node) && WORD.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && SHOWN_ATTRIBUTES.has(node.name.getText()) && node.initializer && ts.isStringLiteral(node.initializer) && WORD.test(node.initializer.text)) {
      found.push(`${node.name.getText()}="${node.initializer.text}"`);
    }
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && WORD.test(node.text) && renderedInJsx(node)) found.push(node.text);
  });
  return found;
}

/** A literal that reaches a JSX child position through conditionals only (not through a call or an attribute). */
function renderedInJsx(node: ts.Node): boolean {
  let child: ts.Node = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (ts.isJsxExpression(parent)) return !ts.isJsxAttribute(parent.parent);
    if (ts.isParenthesizedExpression(parent)) continue;
    if (ts.isConditionalExpression(parent) && child !== parent.condition) continue;
    if (ts.isBinaryExpression(parent) && VALUE_OPERATORS.has(parent.operatorToken.kind) && child === parent.right) continue;
    return false;
  }
  return false;
}

describe('message catalogues', () => {
  const english = flatten(en);

  it.each(['zh-Hans', 'zh-Hant'])('%s has exactly the English keys, each with the same {{values}}', (locale) => {
    const catalogue = flatten(CATALOGUES[locale]);
    expect([...catalogue.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) expect([key, variablesOf(catalogue.get(key) ?? '')]).toEqual([key, variablesOf(text)]);
  });

  it.each(Object.keys(CATALOGUES))('%s has no empty message and names only glossary terms that exist', (locale) => {
    for (const [key, text] of flatten(CATALOGUES[locale])) {
      expect([key, text.trim().length > 0]).toEqual([key, true]);
      for (const term of glossaryReferencesOf(text)) expect([key, term in glossary.terms]).toEqual([key, true]);
    }
  });

  it('gives every glossary term all three languages and a source', () => {
    for (const [key, term] of Object.entries(glossary.terms as Record<string, Record<string, string>>)) {
      for (const field of ['en', 'zh-Hans', 'zh-Hant', 'source']) expect([key, field, Boolean(term[field]?.trim())]).toEqual([key, field, true]);
    }
  });

  it('has an English message for every key the screens ask for', () => {
    const missing: string[] = [];
    for (const path of sourceFiles(SRC)) {
      const { keys, prefixes } = usedKeys(parse(path));
      for (const key of keys) if (!english.has(key)) missing.push(`${relative(SRC, path)}: ${key}`);
      for (const prefix of prefixes) if (![...english.keys()].some((key) => key.startsWith(prefix))) missing.push(`${relative(SRC, path)}: ${prefix}…`);
    }
    expect(missing).toEqual([]);
  });

  it.each(TRANSLATED_SCREENS)('%s shows no text outside the catalogues', (screen) => {
    expect(untranslatedText(parse(join(SRC, screen)))).toEqual([]);
  });
});
