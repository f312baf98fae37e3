import { useEffect } from 'react';
import { NumberInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EventFormat, Rel } from '../graphql/api-types';
import { recommendStructure } from './event-structure';

/**
 * "Expected players": as it changes, the structure fields below are filled with the
 * MTR's recommendation (the organizer can still change them). Not sent to the API.
 */
export function ExpectedAttendanceInput() {
  const { setValue } = useFormContext();
  const { t } = useTranslation();
  const expected = useWatch({ name: 'expectedPlayers' }) as number | null | undefined;
  const format = useWatch({ name: 'format' }) as EventFormat | undefined;
  const rel = useWatch({ name: 'rel' }) as Rel | undefined;
  useEffect(() => {
    if (!expected || expected < 2 || !format || !rel) return;
    const structure = recommendStructure(expected, format, rel);
    for (const [field, value] of Object.entries(structure)) setValue(field, value, { shouldDirty: true });
  }, [expected, format, rel, setValue]);
  return (
    <NumberInput
      source="expectedPlayers"
      label={t('eventForm.expectedPlayers')}
      helperText={t('eventForm.expectedPlayersHelp')}
    />
  );
}
