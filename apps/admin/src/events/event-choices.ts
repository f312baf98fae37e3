/** The values each event setting may take; the screens name them from the catalogues (eventForm.formats.*, event.rel.*, …). */
export const FORMATS = ['CONSTRUCTED', 'LIMITED'] as const;

export const RELS = ['REGULAR', 'COMPETITIVE', 'PROFESSIONAL'] as const;

export const STATUSES = ['REGISTRATION', 'RUNNING', 'PLAYOFFS', 'FINISHED'] as const;

export const RULES_EDITIONS = ['CURRENT', 'SEED_FLOOR_RULES'] as const;

export const PERCENTAGE_FLOORS = ['ONE_THIRD', 'POINT_33'] as const;

export const MULLIGAN_RULES = ['LONDON', 'CLASSIC_DRAW_ONE_FEWER'] as const;

export const GAME_RULES = ['CURRENT', 'CR_2006'] as const;

/** No team format: an individual event. */
export const TEAM_FORMATS = ['TWO_HEADED_GIANT', 'TRIOS'] as const;

/** Select choices for `ids`, each named in the reader's language by `name`. */
export function namedChoices<Id extends string | number>(ids: readonly Id[], name: (id: Id) => string): { id: Id; name: string }[] {
  return ids.map((id) => ({ id, name: name(id) }));
}
