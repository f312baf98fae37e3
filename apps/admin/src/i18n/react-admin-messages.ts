import englishMessages from 'ra-language-english';
import type { ScreenLocale } from './screen-locales';
import zhHans from './messages/react-admin.zh-Hans.json';
import zhHant from './messages/react-admin.zh-Hant.json';

/** react-admin's own messages (ra.*) per language, in its polyglot form (%{name}, "one |||| many"). */
export const REACT_ADMIN_MESSAGES: Record<ScreenLocale, object> = { en: englishMessages, 'zh-Hans': zhHans, 'zh-Hant': zhHant };

/** The message at a dotted key, if that key holds text. */
export function messageAt(messages: object, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * A polyglot message filled in: "one |||| many" picks by smart_count (Chinese writes one form),
 * %{name} takes its value.
 */
export function fillPolyglot(message: string, values: Record<string, unknown> = {}): string {
  const forms = message.split('||||').map((form) => form.trim());
  const count = typeof values.smart_count === 'number' ? values.smart_count : undefined;
  const chosen = forms.length > 1 && count !== undefined && count !== 1 ? forms[1]! : forms[0]!;
  return chosen.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
