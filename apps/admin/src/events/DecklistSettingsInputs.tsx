import { BooleanInput, DateTimeInput, SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CARD_DATABASE } from '../decklists/decklist-operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';

/** Formats an event cannot choose as its Constructed format (Limited events check `limited` by their format). */
const NOT_CONSTRUCTED = new Set(['limited']);

/** The Constructed format decklists are checked against (from the card data), the decklist deadline, and publishing lists after the event. */
export function DecklistSettingsInputs({ edit }: { edit: boolean }) {
  const database = useGraphQLQuery(CARD_DATABASE, {});
  const format = useWatch({ name: 'format' }) as string | undefined;
  const formats = database.data?.cardDatabase.formats.filter((f) => !NOT_CONSTRUCTED.has(f)) ?? [];
  const choices = [{ id: '', name: 'Freeform (60 cards, 4 copies, any card)' }, ...formats.filter((f) => f !== 'freeform').map((f) => ({ id: f, name: f }))];
  return (
    <>
      {format === 'LIMITED' ? null : (
        <SelectInput
          source="constructedFormat"
          label="Constructed format (decklists checked against)"
          choices={choices}
          emptyValue=""
          helperText={database.data ? `Card data of ${database.data.cardDatabase.dataDate}` : ' '}
          isLoading={database.loading}
        />
      )}
      <DateTimeInput source="decklistDeadline" label="Decklist deadline (players submit until)" helperText="After it only staff may submit" />
      {edit ? <BooleanInput source="decklistsPublished" label="Publish every decklist once the event is finished" /> : null}
    </>
  );
}
