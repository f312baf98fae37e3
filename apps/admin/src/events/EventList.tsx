import { BooleanInput, CreateButton, Datagrid, DateField, FunctionField, List, SelectInput, TextField, TextInput, TopToolbar } from 'react-admin';
import type { EventRole } from '../graphql/api-types';
import { STATUS_CHOICES } from './event-choices';

const FILTERS = [
  <TextInput key="q" source="q" label="Search" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
  <BooleanInput key="mine" source="mine" label="Only my events" alwaysOn />,
];

function EventListActions() {
  return (
    <TopToolbar>
      <CreateButton label="New event" data-testid="create-event-button" />
    </TopToolbar>
  );
}

/** All events, newest first, with the caller's role in each. */
export function EventList() {
  return (
    <List filters={FILTERS} actions={<EventListActions />} sort={{ field: 'startsAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false} data-testid="event-list">
        <TextField source="name" />
        <TextField source="format" />
        <TextField source="rel" label="REL" />
        <TextField source="status" />
        <DateField source="startsAt" label="Starts" showTime />
        <FunctionField label="Your role" render={(record: { myRoles?: EventRole[] }) => (record.myRoles ?? []).join(', ').toLowerCase()} />
      </Datagrid>
    </List>
  );
}
