import { useEffect } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router-dom';
import { EventCreate, EventEdit, EventIcon, EventList, EventShow } from '../events';
import { CardDataPage } from '../cards';
import { DecklistSheet } from '../decklists';
import { DraftPodsPrint, PairingsPrint } from '../rounds';
import { FinalPlacingsPrint, StandingsPrint } from '../standings';
import { EventImport } from '../transfer';
import { reactAdminI18nProvider } from '../i18n/react-admin-i18n-provider';
import { AdminLayout } from './AdminLayout';
import { authProvider, verifySession } from './auth-provider';
import { dataProvider } from './data-provider';
import { LoginPage } from './LoginPage';

/** The organizer, scorekeeper and judge app (react-admin, hash-routed at /). */
export function AdminApp() {
  const { t } = useTranslation();
  useEffect(() => {
    void verifySession();
  }, []);
  return (
    <Admin
      title={t('adminApp.title')}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={reactAdminI18nProvider}
      loginPage={LoginPage}
      layout={AdminLayout}
      requireAuth
      disableTelemetry
    >
      <Resource name="events" list={EventList} create={EventCreate} edit={EventEdit} show={EventShow} icon={EventIcon} recordRepresentation="name" />
      <CustomRoutes>
        <Route path="/import" element={<EventImport />} />
        <Route path="/card-data" element={<CardDataPage />} />
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/events/:id/print/standings" element={<StandingsPrint />} />
        <Route path="/events/:id/print/final" element={<FinalPlacingsPrint />} />
        <Route path="/events/:id/print/pods" element={<DraftPodsPrint />} />
        <Route path="/events/:id/print/:order" element={<PairingsPrint />} />
        <Route path="/events/:id/decklists/:playerId/print" element={<DecklistSheet />} />
      </CustomRoutes>
    </Admin>
  );
}
