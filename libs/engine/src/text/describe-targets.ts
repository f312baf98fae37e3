import { TargetSpec } from '../cards/card-definition';
import { Color } from '../state/game-state';

const COLOR_WORDS: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** The first mention of a target: "any target", "target nonblack creature" (CR 115.1). */
export function targetPhrase(spec: TargetSpec): string {
  switch (spec.kind) {
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
      return 'target spell';
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
    case 'any':
      return 'target';
  }
}
