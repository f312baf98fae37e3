import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { areaOf } from './app-area';
import { followAccountLocale } from './i18n/change-locale';
import { i18n } from './i18n/i18n';

// Each area is its own chunk: the player pages and the big screen never load react-admin.
const PlayerApp = lazy(() => import('./player/PlayerApp').then((module) => ({ default: module.PlayerApp })));
const ScreenApp = lazy(() => import('./screen/ScreenApp').then((module) => ({ default: module.ScreenApp })));
const AdminApp = lazy(() => import('./admin/AdminApp').then((module) => ({ default: module.AdminApp })));

// Links written as /#/play/… or /#/screen/… (hash style) land on the path-based pages.
const hashPath = window.location.hash.replace(/^#/, '');
if (/^\/(play|screen)(\/|$)/.test(hashPath)) window.history.replaceState(null, '', hashPath);

const area = areaOf(window.location.pathname);
followAccountLocale();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Suspense fallback={<p style={{ fontFamily: 'system-ui, sans-serif', padding: '1rem' }}>{i18n.t('common.loading')}</p>}>
      {area === 'play' ? <PlayerApp /> : area === 'screen' ? <ScreenApp /> : <AdminApp />}
    </Suspense>
  </StrictMode>,
);
