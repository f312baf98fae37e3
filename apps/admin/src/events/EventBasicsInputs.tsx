import { BooleanInput, DateTimeInput, SelectInput, TextInput, required } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { FORMATS, RELS, TEAM_FORMATS, namedChoices } from './event-choices';

/** Name, format, REL (and, when the event is created, its team format) and start time: shared by the create and edit forms. */
export function EventBasicsInputs({ create }: { create: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput source="name" label={t('eventForm.name')} validate={required()} fullWidth />
      <SelectInput source="format" label={t('eventForm.format')} choices={namedChoices(FORMATS, (id) => t(`eventForm.formats.${id}`))} translateChoice={false} validate={required()} />
      <SelectInput source="rel" label={t('eventForm.rel')} choices={namedChoices(RELS, (id) => t(`event.rel.${id}`))} translateChoice={false} validate={required()} />
      {create ? (
        <SelectInput source="teamFormat" label={t('eventForm.teamFormat')} choices={namedChoices(TEAM_FORMATS, (id) => t(`eventForm.teamFormats.${id}`))} translateChoice={false} emptyText={t('eventForm.teamFormats.INDIVIDUAL')} />
      ) : null}
      {create ? <BooleanInput source="digital" label={t('eventForm.digital')} helperText={t('eventForm.digitalHelp')} /> : null}
      <DateTimeInput source="startsAt" label={t('eventForm.startsAt')} />
    </>
  );
}
