import { translatedError, type ErrorCatalogue } from './error-text';

const TEMPLATES: Record<string, string> = {
  'errors.JOIN_CODE_UNKNOWN': 'No event has the code "{{joinCode}}"',
  'errors.INVALID_SIGN_UP_password': 'The password is too short',
  'errors.INVALID_SIGN_UP': 'Sign-up refused',
  'errors.EVENT_FULL': 'Full ({{capacity}} players)',
};
const catalogue: ErrorCatalogue = {
  readsApiLanguage: false,
  template: (key) => TEMPLATES[key],
  translate: (key, values) => TEMPLATES[key]!.replace(/{{(\w+)}}/g, (_, name: string) => `<${String(values[name])}>`),
};

describe('translatedError', () => {
  it("fills the code's message with the input the extensions carry", () => {
    expect(translatedError({ code: 'JOIN_CODE_UNKNOWN', message: 'api', extensions: { code: 'JOIN_CODE_UNKNOWN', joinCode: 'K7M2QX' } }, catalogue)).toBe('No event has the code "<K7M2QX>"');
  });

  it('reads the variant the extensions name (field or reason) before the general message', () => {
    expect(translatedError({ code: 'INVALID_SIGN_UP', message: 'api', extensions: { field: 'password' } }, catalogue)).toBe('The password is too short');
    expect(translatedError({ code: 'INVALID_SIGN_UP', message: 'api', extensions: { field: 'nickname' } }, catalogue)).toBe('Sign-up refused');
  });

  it("keeps the API's message when the input a message names is missing, or the code is unknown", () => {
    expect(translatedError({ code: 'EVENT_FULL', message: 'Weekly is full (8 players)', extensions: {} }, catalogue)).toBe('Weekly is full (8 players)');
    expect(translatedError({ code: 'SOMETHING_NEW', message: 'as sent', extensions: {} }, catalogue)).toBe('as sent');
  });

  it("shows English readers the API's own message, which names the input", () => {
    expect(translatedError({ code: 'EVENT_FULL', message: 'Weekly is full (8 players)', extensions: { capacity: 8 } }, { ...catalogue, readsApiLanguage: true })).toBe('Weekly is full (8 players)');
  });
});
