import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import glossary from './glossary.json';
import en from './messages/en.json';
import zhHans from './messages/zh-Hans.json';
import zhHant from './messages/zh-Hant.json';

const SRC = join(__dirname, '..');
const API_SRC = join(__dirname, '../../../api/src');
const CATALOGUES = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant } as Record<string, object>;

// Every screen of the admin, the player pages and the big screen: each shown string comes from the catalogues.
const TRANSLATED_SCREENS = sourceFiles(SRC, /\.tsx$/)
  .filter((path) => !path.endsWith('.spec.tsx'))
  .map((path) => relative(SRC, path))
  .sort();
// Attributes a person reads or hears; the rest (className, data-testid, …) are code.
const SHOWN_ATTRIBUTES = new Set(['label', 'title', 'placeholder', 'aria-label', 'alt', 'helperText', 'emptyText', 'primary', 'secondary']);
// Calls whose text arguments a person reads: notifications, the browser's dialogs; `run(action, success)` notifies its second argument.
const MESSAGE_CALLS: Record<string, (args: readonly ts.Expression[]) => readonly ts.Expression[]> = {
  notify: (args) => args.slice(0, 1),
  confirm: (args) => args.slice(0, 1),
  prompt: (args) => args.slice(0, 1),
  alert: (args) => args.slice(0, 1),
  run: (args) => args.slice(1, 2),
};
// A state setter given a sentence (`setProblem('This file is not JSON…')`) stores text the screen shows; codes (`setRole('JUDGE')`) have no space.
const SETTER = /^set[A-Z]/;
const SENTENCE = /[A-Za-z]{2,}.*\s|\s.*[A-Za-z]{2,}/;
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

function sourceFiles(directory: string, name = /\.tsx?$/): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path, name);
    return name.test(entry.name) && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Every error code the API declares (the `*.errors.ts` tables of code → category). */
function apiErrorCodes(): string[] {
  const codes: string[] = [];
  for (const path of sourceFiles(API_SRC, /\.errors\.ts$/)) {
    walk(parse(path), (node) => {
      if (ts.isVariableDeclaration(node) && /_ERRORS$/.test(node.name.getText()) && node.initializer) {
        const table = ts.isSatisfiesExpression(node.initializer) ? node.initializer.expression : node.initializer;
        const object = ts.isAsExpression(table) ? table.expression : table;
        if (ts.isObjectLiteralExpression(object)) for (const property of object.properties) if (property.name) codes.push(property.name.getText());
      }
    });
  }
  return codes;
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

/** The fixed text an expression can evaluate to: its literals, through parentheses, conditionals, `a || 'text'` and templates. */
function literalText(expression: ts.Expression): string[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isTemplateExpression(expression)) {
    return [[expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(' '), ...expression.templateSpans.flatMap((span) => literalText(span.expression))];
  }
  if (ts.isParenthesizedExpression(expression)) return literalText(expression.expression);
  if (ts.isConditionalExpression(expression)) return [...literalText(expression.whenTrue), ...literalText(expression.whenFalse)];
  if (ts.isBinaryExpression(expression) && VALUE_OPERATORS.has(expression.operatorToken.kind)) return [...literalText(expression.left), ...literalText(expression.right)];
  return [];
}

const callName = (call: ts.CallExpression) =>
  ts.isIdentifier(call.expression) ? call.expression.text : ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : '';

/** A `name` given to a select's choices: in a `choices={…}` attribute or a `…_CHOICES` list. */
function isChoiceName(node: ts.Node): node is ts.PropertyAssignment {
  if (!ts.isPropertyAssignment(node) || node.name.getText() !== 'name') return false;
  for (let parent: ts.Node | undefined = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxAttribute(parent)) return parent.name.getText() === 'choices';
    if (ts.isVariableDeclaration(parent)) return /choices$/i.test(parent.name.getText());
  }
  return false;
}

/** Text a screen shows that does not come from a catalogue: JSX text, shown attributes, string literals rendered in JSX, notifications, dialogs and choices. */
function untranslatedText(file: ts.SourceFile): string[] {
  const found: string[] = [];
  const shown = (texts: string[], describe: (text: string) => string = (text) => text) => {
    for (const text of texts) if (WORD.test(text)) found.push(describe(text));
  };
  walk(file, (node) => {
    if (ts.isJsxText(node) && WORD.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && SHOWN_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && ts.isExpression(value)) shown(literalText(value), (text) => `${node.name.getText()}="${text}"`);
    }
    if (ts.isCallExpression(node)) {
      const name = callName(node);
      const messages = MESSAGE_CALLS[name]?.(node.arguments) ?? [];
      shown(messages.flatMap(literalText), (text) => `${name}(${text})`);
      if (SETTER.test(name)) for (const argument of node.arguments) for (const text of literalText(argument)) if (WORD.test(text) && SENTENCE.test(text)) found.push(`${name}(${text})`);
    }
    if (isChoiceName(node)) shown(literalText(node.initializer), (text) => `choice "${text}"`);
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && WORD.test(node.text) && renderedInJsx(node)) found.push(node.text);
    // `Round ${n}` rendered in JSX: its fixed parts are text too.
    if (ts.isTemplateExpression(node) && renderedInJsx(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      if (parts.some((part) => WORD.test(part))) found.push(node.getText());
    }
    // A message thrown for the screen to show (`new Error('No event…')`).
    if (ts.isNewExpression(node) && node.expression.getText() === 'Error') {
      const [message] = node.arguments ?? [];
      if (message && (ts.isStringLiteral(message) || ts.isNoSubstitutionTemplateLiteral(message)) && WORD.test(message.text)) found.push(message.text);
    }
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

  it("has a message for every error code the API declares, so errors read in the screen's language", () => {
    const codes = apiErrorCodes();
    expect(codes.length).toBeGreaterThan(50);
    expect(codes.filter((code) => !english.has(`errors.${code}`))).toEqual([]);
  });

  it('finds the English a screen shows through notifications, dialogs, shown attributes, choices and state', () => {
    const sample = `
      const GAMES_CHOICES = [{ id: 1, name: 'Best of one' }];
      export function Sample({ seat }) {
        const drop = () => { if (!window.confirm(\`Drop \${seat}?\`)) return; void run(() => request(DROP), 'Player dropped'); notify('Saved', { type: 'info' }); };
        const choose = () => { setRole('JUDGE'); setProblem('This file is not JSON'); };
        return <SelectInput label={\`Seat \${seat}\`} emptyText="Follow attendance" choices={[{ id: 0, name: seat ? 'No playoff' : t('x') }]} />;
      }`;
    expect(untranslatedText(ts.createSourceFile('sample.tsx', sample, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX))).toEqual([
      'choice "Best of one"',
      'confirm(Drop  ?)',
      'run(Player dropped)',
      'notify(Saved)',
      'setProblem(This file is not JSON)',
      'label="Seat  "',
      'emptyText="Follow attendance"',
      'choice "No playoff"',
    ]);
  });

  it('checks every screen file, the entry point, the admin, the player pages and the big screen among them', () => {
    expect(TRANSLATED_SCREENS).toEqual(expect.arrayContaining(['main.tsx', 'admin/AdminApp.tsx', 'player/PlayerApp.tsx', 'screen/ScreenApp.tsx', 'judge/JudgeTables.tsx']));
  });

  it.each(TRANSLATED_SCREENS)('%s shows a failed request through errorMessage, never the API\'s English message itself', (screen) => {
    expect(readFileSync(join(SRC, screen), 'utf8').match(/\berror\??\.message\b/g) ?? []).toEqual([]);
  });

  it.each(TRANSLATED_SCREENS)('%s shows no text outside the catalogues', (screen) => {
    expect(untranslatedText(parse(join(SRC, screen)))).toEqual([]);
  });
});
