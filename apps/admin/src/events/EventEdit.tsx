import { Button, DateTimeInput, Edit, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, required, useRecordContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { EventDetail } from '../graphql/api-types';
import { request } from '../graphql/graphql-client';
import { DESK } from '../graphql/operations';
import { useRunMutation } from '../admin/use-run-mutation';
import { FORMAT_CHOICES, REL_CHOICES } from './event-choices';
import { byeWeightedAttendance, recommendStructure } from './event-structure';
import { DecklistSettingsInputs } from './DecklistSettingsInputs';
import { EventStructureInputs } from './EventStructureInputs';

/** Refills the structure from the players registered so far (MTR App. E, byes weighted). */
function FillFromAttendanceButton() {
  const event = useRecordContext<EventDetail>();
  const { setValue, getValues } = useFormContext();
  const { run, running } = useRunMutation();
  const fill = () =>
    run(async () => {
      if (!event) return;
      const { event: desk } = await request(DESK, { eventId: String(event.id) });
      const active = (desk?.players ?? []).filter((player) => !player.dropped);
      const attendance = byeWeightedAttendance(active.map((player) => player.byes));
      const structure = recommendStructure(attendance, getValues('format'), getValues('rel'));
      for (const [field, value] of Object.entries(structure)) setValue(field, value, { shouldDirty: true });
    }, 'Structure filled from attendance');
  return <Button label="Fill from attendance" onClick={fill} disabled={running} data-testid="fill-from-attendance" />;
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
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm toolbar={<EventEditToolbar />} data-testid="event-edit-form">
        <TextInput source="name" label="Name" validate={required()} fullWidth />
        <SelectInput source="format" label="Format" choices={FORMAT_CHOICES} validate={required()} />
        <SelectInput source="rel" label="Rules enforcement level" choices={REL_CHOICES} validate={required()} />
        <DateTimeInput source="startsAt" label="Starts at" />
        <EventStructureInputs />
        <DecklistSettingsInputs edit />
      </SimpleForm>
    </Edit>
  );
}
