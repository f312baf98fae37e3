import { BooleanInput, CreateButton, Datagrid, DateField, FunctionField, List, SelectInput, TextField, TextInput, TopToolbar } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { EventRole } from '../graphql/api-types';
import { STATUSES, namedChoices } from './event-choices';

const filters = (t: TFunction) => [
  <TextInput key="q" source="q" label={t('admin.events.search')} alwaysOn />,
  <SelectInput key="status" source="status" label={t('admin.round.status')} choices={namedChoices(STATUSES, (id) => t(`event.status.${id}`))} alwaysOn />,
  <BooleanInput key="mine" source="mine" label={t('admin.events.mine')} alwaysOn />,
];

function EventListActions() {
  const { t } = useTranslation();
  return (
    <TopToolbar>
      <CreateButton label={t('admin.menu.newEvent')} data-testid="create-event-button" />
    </TopToolbar>
  );
}

/** All events, newest first, with the caller's role in each. */
export function EventList() {
  const { t, i18n } = useTranslation();
  return (
    <List filters={filters(t)} actions={<EventListActions />} sort={{ field: 'startsAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false} data-testid="event-list">
        <TextField source="name" label={t('admin.events.name')} />
        <FunctionField label={t('admin.events.format')} render={(record: { format: string }) => t(`profile.category.${record.format}`)} />
        <FunctionField label={t('admin.events.rel')} render={(record: { rel: string }) => t(`event.rel.${record.rel}`)} />
        <FunctionField label={t('admin.round.status')} render={(record: { status: string }) => t(`event.status.${record.status}`)} />
        <DateField source="startsAt" label={t('admin.events.starts')} showTime locales={i18n.language} />
        <FunctionField label={t('admin.events.role')} render={(record: { myRoles?: EventRole[] }) => (record.myRoles ?? []).map((role) => t(`role.${role}`)).join(t('admin.events.listSeparator'))} />
      </Datagrid>
    </List>
  );
}
