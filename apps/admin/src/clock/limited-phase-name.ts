import type { TFunction } from 'i18next';

/** A Limited clock phase in the reader's language: its code picks the words; the server's English label stands in for a phase the catalogue lacks. */
export const limitedPhaseName = (t: TFunction, phase: { phase: string; label: string }) => t(`clock.phase.${phase.phase}`, { defaultValue: phase.label });
