import { BooleanInput, NumberInput, SelectInput, minValue, maxValue, required } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { GAME_RULES, MULLIGAN_RULES, PERCENTAGE_FLOORS, RULES_EDITIONS, namedChoices } from './event-choices';

const GAMES = [1, 3, 5] as const;
const TOP_CUTS = [0, 2, 4, 8, 16] as const;

/** Swiss rounds, top cut, match length and round time: shared by the create and edit forms. */
export function EventStructureInputs() {
  const { t } = useTranslation();
  const games = namedChoices(GAMES, (count) => t(`eventForm.bestOf.${count}`));
  return (
    <>
      {/* The API plans 0 rounds for an event nobody has registered for yet: shown empty, "follow attendance", so Save is not blocked. */}
      <NumberInput source="swissRounds" label={t('eventForm.swissRounds')} format={(rounds?: number | null) => (rounds ? rounds : null)} validate={[minValue(1), maxValue(20)]} helperText={t('eventForm.swissRoundsHelp')} />
      <SelectInput source="topCut" label={t('eventForm.topCut')} choices={namedChoices(TOP_CUTS, (size) => (size === 0 ? t('eventForm.noPlayoff') : t('eventForm.topSize', { size })))} translateChoice={false} emptyText={t('eventForm.topCutFollow')} />
      <SelectInput source="gamesPerMatch" label={t('eventForm.gamesPerMatch')} choices={games} translateChoice={false} validate={required()} helperText={t('eventForm.gamesPerMatchHelp')} />
      <SelectInput source="finalsGamesPerMatch" label={t('eventForm.finalsGamesPerMatch')} choices={games} translateChoice={false} validate={required()} helperText={t('eventForm.finalsGamesPerMatchHelp')} />
      <SelectInput source="rulesEdition" label={t('eventForm.rulesEdition')} choices={namedChoices(RULES_EDITIONS, (id) => t(`eventForm.rulesEditions.${id}`))} translateChoice={false} helperText={t('eventForm.rulesEditionHelp')} />
      <BooleanInput source="sanctioningRequested" label={t('eventForm.sanctioned')} helperText={t('eventForm.sanctionedHelp')} />
      <SelectInput source="percentageFloor" label={t('eventForm.percentageFloor')} choices={namedChoices(PERCENTAGE_FLOORS, (id) => t(`eventForm.percentageFloors.${id}`))} translateChoice={false} helperText={t('eventForm.percentageFloorHelp')} />
      <SelectInput source="mulliganRule" label={t('eventForm.mulliganRule')} choices={namedChoices(MULLIGAN_RULES, (id) => t(`eventForm.mulliganRules.${id}`))} translateChoice={false} helperText={t('eventForm.mulliganRuleHelp')} />
      <SelectInput source="gameRules" label={t('eventForm.gameRules')} choices={namedChoices(GAME_RULES, (id) => t(`eventForm.gameRulesChoices.${id}`))} translateChoice={false} helperText={t('eventForm.gameRulesHelp')} />
      <NumberInput source="roundMinutes" label={t('eventForm.roundMinutes')} validate={[minValue(40), maxValue(240)]} helperText={t('eventForm.roundMinutesHelp')} />
      <NumberInput source="capacity" label={t('eventForm.capacity')} validate={[minValue(0), maxValue(10000)]} helperText={t('eventForm.capacityHelp')} />
    </>
  );
}
