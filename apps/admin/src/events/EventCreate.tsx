import { Create, SimpleForm } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { ExpectedAttendanceInput } from './AttendanceFill';
import { DecklistSettingsInputs } from './DecklistSettingsInputs';
import { EventBasicsInputs } from './EventBasicsInputs';
import { EventStructureInputs } from './EventStructureInputs';

/** New event: whoever creates it becomes its organizer. */
export function EventCreate() {
  const { t } = useTranslation();
  return (
    <Create redirect="show" title={t('eventForm.createTitle')}>
      <SimpleForm
        defaultValues={{ format: 'CONSTRUCTED', rel: 'REGULAR', gamesPerMatch: 3, finalsGamesPerMatch: 3, roundMinutes: 50, rulesEdition: 'CURRENT', sanctioningRequested: true, percentageFloor: 'ONE_THIRD', mulliganRule: 'LONDON' }}
        data-testid="event-create-form"
      >
        <EventBasicsInputs create />
        <ExpectedAttendanceInput />
        <EventStructureInputs />
        <DecklistSettingsInputs edit={false} />
      </SimpleForm>
    </Create>
  );
}
