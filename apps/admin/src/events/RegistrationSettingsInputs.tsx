import { DateTimeInput, TextInput, maxLength } from 'react-admin';
import { useTranslation } from 'react-i18next';

/** When players can sign themselves up, where the event is, and what they should know: shared by the create and edit forms. */
export function RegistrationSettingsInputs() {
  const { t } = useTranslation();
  return (
    <>
      <DateTimeInput source="registrationOpensAt" label={t('eventForm.registrationOpensAt')} helperText={t('eventForm.registrationOpensAtHelp')} />
      <DateTimeInput source="registrationClosesAt" label={t('eventForm.registrationClosesAt')} helperText={t('eventForm.registrationClosesAtHelp')} />
      <TextInput source="location" label={t('eventForm.location')} validate={maxLength(200)} fullWidth />
      <TextInput source="description" label={t('eventForm.description')} validate={maxLength(2000)} helperText={t('eventForm.descriptionHelp')} multiline minRows={3} fullWidth />
    </>
  );
}
