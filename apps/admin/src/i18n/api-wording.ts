import { useTranslation } from 'react-i18next';

/**
 * Some API fields are English sentences (a penalty's explanation, a turn tracker's label):
 * English screens show them as sent, since they carry the most detail; other languages build
 * the catalogue's wording from the structured fields beside them.
 */
export function useApiWording(): (apiText: string, wording: () => string) => string {
  const { i18n } = useTranslation();
  return (apiText, wording) => (i18n.language === 'en' ? apiText : wording());
}
