export const FORMAT_CHOICES = [
  { id: 'CONSTRUCTED', name: 'Constructed' },
  { id: 'LIMITED', name: 'Limited' },
];

export const REL_CHOICES = [
  { id: 'REGULAR', name: 'Regular' },
  { id: 'COMPETITIVE', name: 'Competitive' },
  { id: 'PROFESSIONAL', name: 'Professional' },
];

export const STATUS_CHOICES = [
  { id: 'REGISTRATION', name: 'Registration' },
  { id: 'RUNNING', name: 'Running' },
  { id: 'PLAYOFFS', name: 'Playoffs' },
  { id: 'FINISHED', name: 'Finished' },
];

export const RULES_EDITION_CHOICES = [
  { id: 'CURRENT', name: "Today's tournament rules" },
  { id: 'SEED_FLOOR_RULES', name: 'DCI Floor Rules (older edition)' },
];

export const PERCENTAGE_FLOOR_CHOICES = [
  { id: 'ONE_THIRD', name: '1/3 (as Melee and most software publish)' },
  { id: 'POINT_33', name: "0.33 (the tournament rules' text)" },
];

export const MULLIGAN_RULE_CHOICES = [
  { id: 'LONDON', name: 'London mulligan (today)' },
  { id: 'CLASSIC_DRAW_ONE_FEWER', name: '2006 rule: each mulligan draws one card fewer' },
];

export const TEAM_FORMAT_CHOICES = [
  { id: '', name: 'Individual event' },
  { id: 'TWO_HEADED_GIANT', name: 'Two-Headed Giant (teams of 2, one shared game)' },
  { id: 'TRIOS', name: 'Trios (teams of 3, seats A, B, C)' },
];
