import { CardDefinition, PredefinedToken, TokenSpec } from '../cards/card-definition';
import { Run } from '../state/events';
import { GameState, PlayerId } from '../state/game-state';
import { newObject } from '../state/objects';
import { touch } from './layers';
import { emit } from './triggers';

/** A token's name: the one the effect gives, else its subtypes followed by "Token" (CR 111.4). */
export function tokenName(spec: TokenSpec): string {
  return spec.name ?? `${spec.subtypes.join(' ')} Token`;
}

function tokenDefinition(name: string, spec: TokenSpec): CardDefinition {
  return {
    name,
    manaCost: null,
    colors: [...spec.colors],
    supertypes: [],
    types: [...(spec.types ?? []), 'Creature'],
    subtypes: [...spec.subtypes],
    power: spec.power,
    toughness: spec.toughness,
    keywords: [...spec.keywords],
    abilities: [],
  };
}

/** The name tokens of this definition go by in this game: a different token of the same name gets "#2" style suffixes. */
function registeredName(game: GameState, base: string, define: (name: string) => CardDefinition): string {
  const wanted = JSON.stringify(define(base));
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base} ${n}`;
    const existing = game.tokens[name];
    if (!existing) {
      game.tokens = { ...game.tokens, [name]: define(name) };
      return name;
    }
    if (JSON.stringify({ ...existing, name: base }) === wanted) return name;
  }
}

/**
 * CR 111.10a: a Treasure token is a colorless Treasure artifact token with "{T}, Sacrifice this artifact: Add one mana of
 * any color." Its mana ability is paid like Lotus Petal's: activated by its controller, never tapped by an automatic payment.
 */
const PREDEFINED_TOKEN_DEFINITIONS: Record<PredefinedToken, (name: string) => CardDefinition> = {
  Treasure: (name) => ({
    name,
    manaCost: null,
    colors: [],
    supertypes: [],
    types: ['Artifact'],
    subtypes: ['Treasure'],
    keywords: [],
    abilities: [{ kind: 'mana', cost: { tap: true, sacrificeSelf: true }, produce: 'WUBRG', oneOf: true }],
  }),
};

/**
 * Creates tokens on the battlefield under a player's control (CR 111.1, 701.7a); they enter the
 * battlefield like any permanent, so "enters the battlefield" abilities trigger.
 */
export function createTokens(run: Run, game: GameState, controller: PlayerId, spec: TokenSpec, count: number): void {
  if (count <= 0) return;
  createNamedTokens(run, game, controller, registeredName(game, tokenName(spec), (name) => tokenDefinition(name, spec)), count);
}

/** Creates predefined tokens ("Create two Treasure tokens", CR 111.10) like any other tokens. */
export function createPredefinedTokens(run: Run, game: GameState, controller: PlayerId, token: PredefinedToken, count: number): void {
  if (count <= 0) return;
  createNamedTokens(run, game, controller, registeredName(game, token, PREDEFINED_TOKEN_DEFINITIONS[token]), count);
}

function createNamedTokens(run: Run, game: GameState, controller: PlayerId, name: string, count: number): void {
  const batch = [];
  for (let i = 0; i < count; i++) {
    const obj = newObject(game, name, controller, 'battlefield');
    obj.token = true;
    game.battlefield.push(obj.id);
    batch.push({ type: 'zone-change' as const, card: name, oldId: obj.id, newId: obj.id, from: null, to: 'battlefield' as const, owner: controller, lki: null, counters: {} });
  }
  touch(game);
  emit(run, game, batch);
}

/**
 * CR 704.5d: a token in a zone other than the battlefield ceases to exist. Returns true if one did.
 * Only a token that moved since the last sweep can be there, so without one nothing is scanned.
 */
export function removeTokensOffTheBattlefield(game: GameState): boolean {
  if (!game.tokenLeftBattlefield) return false;
  game.tokenLeftBattlefield = undefined;
  let removed = false;
  for (const p of ['A', 'B'] as PlayerId[]) {
    const ps = game.players[p];
    // A token can reach these zones (a library by Warp World's shuffle, CR 111.8).
    for (const zone of ['hand', 'graveyard', 'exile', 'library'] as const) {
      // Look without allocating first: the token may be in another zone.
      const list = ps[zone];
      let any = false;
      for (let i = 0; i < list.length && !any; i++) any = game.objects[list[i]].token;
      if (!any) continue;
      for (const id of list) if (game.objects[id].token) delete game.objects[id];
      ps[zone] = list.filter((id) => game.objects[id] !== undefined);
      removed = true;
    }
  }
  return removed;
}
