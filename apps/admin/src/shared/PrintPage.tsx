import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './print-page.css';

/** The frame of every printout: a Print button the printer leaves out, the title, then the page's content. */
export function PrintPage({ testId, title, children }: { testId: string; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="print-page" data-testid={testId}>
      <div className="no-print">
        <button type="button" onClick={() => window.print()}>
          {t('print.print')}
        </button>
      </div>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
