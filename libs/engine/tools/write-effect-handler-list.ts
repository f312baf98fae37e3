import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EFFECT_HANDLER_LIST_FILE, effectHandlerListSource } from '../src/rules/effect-handlers/effect-handler-list-source';

// Writes libs/engine/src/rules/effect-handlers/effect-handler-list.ts from the handler files there.
const dir = join(__dirname, '../src/rules/effect-handlers');
writeFileSync(join(dir, EFFECT_HANDLER_LIST_FILE), effectHandlerListSource(readdirSync(dir)));
