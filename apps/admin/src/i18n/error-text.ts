/** What the screens know of a failed request: the API's stable code, its English message and the extensions (the offending input). */
export interface CodedError {
  code: string;
  message: string;
  extensions: Record<string, unknown>;
}

/** The catalogue as this module needs it: a key's English template (to learn its {{values}}), and the translation. */
export interface ErrorCatalogue {
  /** The API writes its messages in English, naming the input: English screens show them as sent. */
  readsApiLanguage: boolean;
  template(key: string): string | undefined;
  translate(key: string, values: Record<string, unknown>): string;
}

const variablesOf = (template: string) => [...template.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]!);

/** Extension values fit to show: text and numbers (lists and objects are read by the screens that expect them). */
function shownValues(extensions: Record<string, unknown>): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(extensions)) if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  return values;
}

/**
 * A coded API error in the reader's language: `errors.<CODE>_<reason or field>` when the
 * extensions name one and the catalogue has it, else `errors.<CODE>`, filled with the input
 * the extensions carry. A message whose values the API did not send, or a code the
 * catalogues lack, reads as the API's own message: the offending input is never hidden.
 */
export function translatedError(error: CodedError, catalogue: ErrorCatalogue): string {
  if (catalogue.readsApiLanguage) return error.message;
  const values = shownValues(error.extensions);
  const variants = [values.reason, values.field].filter((variant): variant is string => typeof variant === 'string');
  for (const key of [...variants.map((variant) => `errors.${error.code}_${variant}`), `errors.${error.code}`]) {
    const template = catalogue.template(key);
    if (typeof template !== 'string') continue;
    if (variablesOf(template).every((name) => name in values)) return catalogue.translate(key, values);
  }
  return error.message;
}
