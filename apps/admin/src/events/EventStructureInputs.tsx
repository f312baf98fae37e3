import { BooleanInput, NumberInput, SelectInput, minValue, maxValue } from 'react-admin';
import { MULLIGAN_RULE_CHOICES, PERCENTAGE_FLOOR_CHOICES, RULES_EDITION_CHOICES } from './event-choices';

const GAMES_CHOICES = [
  { id: 1, name: 'Best of one' },
  { id: 3, name: 'Best of three' },
  { id: 5, name: 'Best of five' },
];
const TOP_CUT_CHOICES = [0, 2, 4, 8, 16].map((size) => ({ id: size, name: size === 0 ? 'No playoff' : `Top ${size}` }));

/** Swiss rounds, top cut, match length and round time: shared by the create and edit forms. */
export function EventStructureInputs() {
  return (
    <>
      <NumberInput source="swissRounds" label="Swiss rounds" validate={[minValue(1), maxValue(20)]} helperText="Empty: follow attendance (MTR App. E)" />
      <SelectInput source="topCut" label="Playoff" choices={TOP_CUT_CHOICES} emptyText="Follow attendance" />
      <SelectInput source="gamesPerMatch" label="Games per match" choices={GAMES_CHOICES} helperText="Best of one only at Regular REL under today's rules" />
      <SelectInput source="finalsGamesPerMatch" label="Games in the finals" choices={GAMES_CHOICES} helperText="Best of five only if announced before the event (MTR 2.1)" />
      <SelectInput source="rulesEdition" label="Rules edition" choices={RULES_EDITION_CHOICES} helperText="Which rules the event follows where the older DCI Floor Rules differ" />
      <BooleanInput
        source="sanctioningRequested"
        label="Sanctioned event"
        helperText="Off: a casual event, not rated. Sanctioned events need enough players, and their organizer and judges cannot play."
      />
      <SelectInput source="percentageFloor" label="Tiebreaker floor" choices={PERCENTAGE_FLOOR_CHOICES} helperText="The lowest match-win and game-win % counted in tiebreakers" />
      <SelectInput source="mulliganRule" label="Mulligan (digital events)" choices={MULLIGAN_RULE_CHOICES} helperText="Only for events played in the rules engine" />
      <NumberInput source="roundMinutes" label="Round minutes" validate={[minValue(40), maxValue(240)]} helperText="At least 40; 50 recommended (MTR 2.6)" />
      <NumberInput source="capacity" label="Capacity" validate={[minValue(0), maxValue(10000)]} helperText="Most players who may sign up on their phones; 0 or empty = no limit (you can still add walk-ins)" />
    </>
  );
}
