import { BooleanInput, DateTimeInput, SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CARD_DATABASE } from '../decklists/decklist-operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';

/** Formats an event cannot choose as its Constructed format (Limited events check `limited` by their format). */
const NOT_CONSTRUCTED = new Set(['limited']);

/** The Constructed format decklists are checked against (from the card data), the decklist deadline, and publishing lists after the event. */
export function DecklistSettingsInputs({ edit }: { edit: boolean }) {
  const { t } = useTranslation();
  const database = useGraphQLQuery(CARD_DATABASE, {});
  const format = useWatch({ name: 'format' }) as string | undefined;
  const formats = database.data?.cardDatabase.formats.filter((f) => !NOT_CONSTRUCTED.has(f)) ?? [];
  // Format names (modern, pauper, …) are the card data's own codes, shown as they are.
  const choices = [{ id: '', name: t('eventForm.freeform') }, ...formats.filter((f) => f !== 'freeform').map((f) => ({ id: f, name: f }))];
  return (
    <>
      {format === 'LIMITED' ? null : (
        <SelectInput
          source="constructedFormat"
          label={t('eventForm.constructedFormat')}
          choices={choices}
          translateChoice={false}
          emptyValue=""
          helperText={database.data ? t('eventForm.cardDataOf', { date: database.data.cardDatabase.dataDate }) : ' '}
          isLoading={database.loading}
        />
      )}
      <DateTimeInput source="decklistDeadline" label={t('eventForm.decklistDeadline')} helperText={t('eventForm.decklistDeadlineHelp')} />
      {edit ? <BooleanInput source="decklistsPublished" label={t('eventForm.decklistsPublished')} /> : null}
    </>
  );
}
