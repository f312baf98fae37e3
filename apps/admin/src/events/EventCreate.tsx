import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import type { EventDetail } from '../graphql/api-types';
import { useTranslation } from 'react-i18next';
import { ExpectedAttendanceInput } from './AttendanceFill';
import { DecklistSettingsInputs } from './DecklistSettingsInputs';
import { EventBasicsInputs } from './EventBasicsInputs';
import { EventStructureInputs } from './EventStructureInputs';
import { RegistrationSettingsInputs } from './RegistrationSettingsInputs';

/** New event: whoever creates it becomes its organizer. */
export function EventCreate() {
  const { t } = useTranslation();
  const notify = useNotify();
  const redirect = useRedirect();
  // The notice names the event (react-admin's own says "Element created").
  const onSuccess = (event: EventDetail) => {
    notify(t('eventForm.created', { name: event.name }), { type: 'info' });
    redirect('show', 'events', event.id);
  };
  return (
    <Create title={t('eventForm.createTitle')} mutationOptions={{ onSuccess }}>
      <SimpleForm
        defaultValues={{ format: 'CONSTRUCTED', rel: 'REGULAR', gamesPerMatch: 3, finalsGamesPerMatch: 3, roundMinutes: 50, rulesEdition: 'CURRENT', sanctioningRequested: true, percentageFloor: 'ONE_THIRD', mulliganRule: 'LONDON', gameRules: 'CURRENT' }}
        data-testid="event-create-form"
      >
        <EventBasicsInputs create />
        <ExpectedAttendanceInput />
        <EventStructureInputs />
        <RegistrationSettingsInputs />
        <DecklistSettingsInputs edit={false} />
      </SimpleForm>
    </Create>
  );
}
