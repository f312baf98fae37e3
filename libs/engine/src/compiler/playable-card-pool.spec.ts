import { loadDefaultCardDatabase } from '@arbiter/cards';
import { CORE_CARD_POOL } from '../cards/card-pool';
import { playableCardPool } from './playable-card-pool';

describe('the pool of the playable cards of a card database', () => {
  const database = loadDefaultCardDatabase();

  it('gives the core pool its own definitions without reading the database', () => {
    const asked: string[] = [];
    const pool = playableCardPool('playable-card-pool-spec', (name) => (asked.push(name), database.card(name)));
    expect(pool.definition('Grizzly Bears')).toBe(CORE_CARD_POOL.definition('Grizzly Bears'));
    expect(asked).toEqual([]);
  });

  it('compiles a card of the database that round-trips, and has no card that does not', () => {
    const unreadable = { name: 'Unreadable Charm', layout: 'normal', faces: [{ manaCost: '{U}', supertypes: [], types: ['Instant'], subtypes: [], text: 'Fold this card into a paper crane.' }] };
    const pool = playableCardPool('playable-card-pool-spec', (name) => (name === unreadable.name ? unreadable : database.card(name)));
    expect(pool.definition('Karakas')?.name).toBe('Karakas');
    expect(pool.definition('Unreadable Charm')).toBeUndefined();
    expect(pool.definition('No Such Card')).toBeUndefined();
  });
});
