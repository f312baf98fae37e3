import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EFFECT_HANDLER_LIST_FILE, effectHandlerListSource, handlerExportName } from './effect-handler-list-source';
import { EFFECT_HANDLERS } from './effect-registry';

describe('the generated effect handler list', () => {
  it('lists every handler file of the folder (run `npm run gen:engine-handlers` after adding one)', () => {
    expect(readFileSync(join(__dirname, EFFECT_HANDLER_LIST_FILE), 'utf8')).toBe(effectHandlerListSource(readdirSync(__dirname)));
  });

  it('names handlers after their files and lists only handler files', () => {
    expect(handlerExportName('create-tokens.handler.ts')).toBe('createTokensHandler');
    expect(effectHandlerListSource(['untap.handler.ts', 'effect-registry.ts'])).toContain("import { untapHandler } from './untap.handler';");
    expect(effectHandlerListSource(['untap.handler.ts', 'effect-registry.ts'])).not.toContain('effect-registry');
  });

  it('gives the registry one handler per handler file, filed under its kind', () => {
    const files = readdirSync(__dirname).filter((f) => f.endsWith('.handler.ts'));
    expect(Object.keys(EFFECT_HANDLERS).sort()).toEqual(files.map((f) => f.replace(/\.handler\.ts$/, '')).sort());
  });
});
