import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppBar, Layout, Menu, TitlePortal } from 'react-admin';
import { ConnectionBanner, ConnectionDot } from '../live/ConnectionBanner';
import { EventIcon } from '../events';
import { TransferIcon } from '../transfer';

/** Global menu: what any signed-in user may do. Event-level jobs are the event page's tabs, filtered by role. */
function AdminMenu() {
  const { t } = useTranslation();
  return (
    <Menu>
      <Menu.ResourceItem name="events" />
      <Menu.Item to="/events/create" primaryText={t('admin.menu.newEvent')} leftIcon={<EventIcon />} />
      <Menu.Item to="/import" primaryText={t('admin.menu.importEvent')} leftIcon={<TransferIcon />} />
      <Menu.Item to="/card-data" primaryText={t('admin.menu.cardData')} leftIcon={<TransferIcon />} />
    </Menu>
  );
}

function AdminAppBar() {
  return (
    <AppBar>
      <TitlePortal />
      <Box sx={{ fontSize: '0.85rem', mr: 2 }}>
        <ConnectionDot />
      </Box>
    </AppBar>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    // react-admin lets the page grow to fit its content; here the event's tab bar and long tables scroll inside the page instead.
    <Layout menu={AdminMenu} appBar={AdminAppBar} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 }, '& .RaShow-card': { minWidth: 0 } }}>
      <ConnectionBanner />
      {children}
    </Layout>
  );
}
