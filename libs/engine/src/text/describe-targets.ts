import { PermanentFilter, TargetSpec } from '../cards/card-definition';
import { Color } from '../state/game-state';

const COLOR_WORDS: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** "artifact", "artifact or land", "artifact, enchantment, or land". */
function orList(words: string[]): string {
  if (words.length <= 2) return words.join(' or ');
  return `${words.slice(0, -1).join(', ')}, or ${words[words.length - 1]}`;
}

/** A filter as a noun phrase: "tapped creature", "nonartifact, nonblack creature", "green or white creature", "permanent". */
export function filterPhrase(f: PermanentFilter): string {
  const nots = [...(f.notTypes ?? []).map((t) => `non${t.toLowerCase()}`), ...(f.notColors ?? []).map((k) => `non${COLOR_WORDS[k]}`)];
  const words = [
    f.tapped === true ? 'tapped' : f.tapped === false ? 'untapped' : '',
    nots.join(', '),
    f.colors ? f.colors.map((k) => COLOR_WORDS[k]).join(' or ') : '',
    f.types ? orList(f.types.map((t) => t.toLowerCase())) : 'permanent',
  ];
  return words.filter((w) => w).join(' ');
}

/** The first mention of a target: "any target", "target nonblack creature" (CR 115.1). */
export function targetPhrase(spec: TargetSpec): string {
  switch (spec.kind) {
    case 'permanent':
      return `target ${filterPhrase(spec.filter)}`;
    case 'any':
      return 'any target';
    case 'creature':
      return spec.nonColor ? `target non${COLOR_WORDS[spec.nonColor]} creature` : 'target creature';
    case 'creature-you-control':
      return 'target creature you control';
    case 'player':
      return 'target player';
    case 'opponent':
      return 'target opponent';
    case 'spell':
      return spec.filter ? `target ${filterPhrase({ ...spec.filter, types: spec.filter.types ?? [] }).replace(/ ?permanent$|$/, ' spell').replace(/^ /, '')}` : 'target spell';
    case 'land':
      return 'target land';
    case 'artifact-or-enchantment':
      return 'target artifact or enchantment';
    case 'card-in-your-graveyard':
      return `target ${spec.creature ? 'creature ' : ''}card from your graveyard`;
  }
}

/** The noun of a later mention in another sentence: "that creature", "that player". */
export function targetNoun(spec: TargetSpec): string {
  switch (spec.kind) {
    case 'creature':
    case 'creature-you-control':
      return 'creature';
    case 'player':
    case 'opponent':
      return 'player';
    case 'spell':
      return 'spell';
    case 'land':
      return 'land';
    case 'card-in-your-graveyard':
      return 'card';
    case 'artifact-or-enchantment':
      return 'permanent';
    case 'permanent':
      return spec.filter.types?.length === 1 ? spec.filter.types[0].toLowerCase() : 'permanent';
    case 'any':
      return 'target';
  }
}
