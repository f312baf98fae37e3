import { Button, Edit, SaveButton, SimpleForm, Toolbar, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import type { EventDetail } from '../graphql/api-types';
import { request } from '../graphql/graphql-client';
import { DESK } from '../graphql/operations';
import { useRunMutation } from '../admin/use-run-mutation';
import { byeWeightedAttendance, recommendStructure } from './event-structure';
import { DecklistSettingsInputs } from './DecklistSettingsInputs';
import { EventBasicsInputs } from './EventBasicsInputs';
import { EventStructureInputs } from './EventStructureInputs';
import { RegistrationSettingsInputs } from './RegistrationSettingsInputs';

/** Refills the structure from the players registered so far (MTR App. E, byes weighted). */
function FillFromAttendanceButton() {
  const event = useRecordContext<EventDetail>();
  const { setValue, getValues } = useFormContext();
  const { run, running } = useRunMutation();
  const { t } = useTranslation();
  const fill = () =>
    run(async () => {
      if (!event) return;
      const { event: desk } = await request(DESK, { eventId: String(event.id) });
      const active = (desk?.players ?? []).filter((player) => !player.dropped);
      const attendance = byeWeightedAttendance(active.map((player) => player.byes));
      const structure = recommendStructure(attendance, getValues('format'), getValues('rel'));
      for (const [field, value] of Object.entries(structure)) setValue(field, value, { shouldDirty: true });
    }, t('eventForm.filledFromAttendance'));
  return <Button label={t('eventForm.fillFromAttendance')} onClick={fill} disabled={running} data-testid="fill-from-attendance" />;
}

function EventEditToolbar() {
  return (
    <Toolbar>
      <SaveButton />
      <FillFromAttendanceButton />
    </Toolbar>
  );
}

/** Organizer: name, format, REL, start time and structure. There is no delete: events are records. */
export function EventEdit() {
  const { t } = useTranslation();
  const notify = useNotify();
  const redirect = useRedirect();
  // The notice names the event (react-admin's own says "Element updated").
  const onSuccess = (event: EventDetail) => {
    notify(t('eventForm.saved', { name: event.name }), { type: 'info' });
    redirect('show', 'events', event.id);
  };
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <SimpleForm toolbar={<EventEditToolbar />} data-testid="event-edit-form">
        <EventBasicsInputs create={false} />
        <EventStructureInputs />
        <RegistrationSettingsInputs />
        <DecklistSettingsInputs edit />
      </SimpleForm>
    </Edit>
  );
}
