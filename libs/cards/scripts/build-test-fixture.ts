/**
 * Copies a few cards, verbatim, from ../shared/cards into the importer's test fixture
 * (libs/cards/src/testing/fixtures), so the tests read MTGJSON's own data with no ../shared.
 *
 *   node -r @swc-node/register libs/cards/scripts/build-test-fixture.ts [/path/to/shared/cards]
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readMtgjsonFile } from '../src';

/** Each one is in a test: layouts, Chinese names, commander rules, copy limits, legalities. */
export const FIXTURE_CARDS = [
  'Lightning Bolt',
  'Fire // Ice',
  'Bonecrusher Giant // Stomp',
  'Realm-Cloaked Giant // Cast Off',
  'Delver of Secrets // Insectile Aberration',
  'Aberrant Researcher // Perfected Form',
  'Akoum Warrior // Akoum Teeth',
  'Akki Lavarunner // Tok-Tok, Volcano Born',
  'Bruna, the Fading Light // Brisela, Voice of Nightmares',
  'Brisela, Voice of Nightmares',
  'Kenrith, the Returned King',
  'Jace, Vryn\'s Prodigy // Jace, Telepath Unbound',
  'Grist, the Hunger Tide',
  'Thrasios, Triton Hero',
  'Pir, Imaginative Rascal',
  'Toothy, Imaginary Friend',
  'Relentless Rats',
  'Seven Dwarves',
  'Black Lotus',
  'Base Camp',
  'A-Base Camp',
  'Lim-Dûl the Necromancer',
  'Aether Vial',
  'Norn\'s Dominion',
  'Ashnod',
  '"Ach! Hans, Run!"',
  'Lightning Axe',
  'Island',
];

function main(): void {
  const source = resolve(process.argv[2] ?? join(__dirname, '..', '..', '..', '..', 'shared', 'cards'));
  const atomic = readMtgjsonFile(join(source, 'AtomicCards.json.gz')) as { meta: unknown; data: Record<string, unknown[]> };
  const setList = readMtgjsonFile(join(source, 'SetList.json')) as { meta: unknown; data: { code: string }[] };
  const data: Record<string, unknown[]> = {};
  for (const name of FIXTURE_CARDS) {
    if (!atomic.data[name]) throw new Error(`no card named ${name}`);
    data[name] = atomic.data[name];
  }
  const printed = new Set(Object.values(data).flatMap((faces) => (faces[0] as { printings: string[] }).printings));
  const fixtures = join(__dirname, '..', 'src', 'testing', 'fixtures');
  writeFileSync(join(fixtures, 'atomic-cards.sample.json'), `${JSON.stringify({ meta: atomic.meta, data }, null, 1)}\n`);
  writeFileSync(join(fixtures, 'set-list.sample.json'), `${JSON.stringify({ meta: setList.meta, data: setList.data.filter((s) => printed.has(s.code)) }, null, 1)}\n`);
}

main();
