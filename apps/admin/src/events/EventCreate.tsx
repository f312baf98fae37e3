import { Create, DateTimeInput, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { ExpectedAttendanceInput } from './AttendanceFill';
import { FORMAT_CHOICES, REL_CHOICES, TEAM_FORMAT_CHOICES } from './event-choices';
import { DecklistSettingsInputs } from './DecklistSettingsInputs';
import { EventStructureInputs } from './EventStructureInputs';

/** New event: whoever creates it becomes its organizer. */
export function EventCreate() {
  return (
    <Create redirect="show" title="New event">
      <SimpleForm
        defaultValues={{ format: 'CONSTRUCTED', rel: 'REGULAR', gamesPerMatch: 3, finalsGamesPerMatch: 3, roundMinutes: 50, rulesEdition: 'CURRENT', sanctioningRequested: true, percentageFloor: 'ONE_THIRD', mulliganRule: 'LONDON' }}
        data-testid="event-create-form"
      >
        <TextInput source="name" label="Name" validate={required()} fullWidth />
        <SelectInput source="format" label="Format" choices={FORMAT_CHOICES} validate={required()} />
        <SelectInput source="rel" label="Rules enforcement level" choices={REL_CHOICES} validate={required()} />
        <SelectInput source="teamFormat" label="Teams" choices={TEAM_FORMAT_CHOICES} emptyText="Individual event" />
        <DateTimeInput source="startsAt" label="Starts at" />
        <ExpectedAttendanceInput />
        <EventStructureInputs />
        <DecklistSettingsInputs edit={false} />
      </SimpleForm>
    </Create>
  );
}
