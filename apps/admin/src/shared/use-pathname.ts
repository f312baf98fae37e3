import { useCallback, useSyncExternalStore } from 'react';

const NAVIGATE_EVENT = 'arbiter:navigate';

function subscribe(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(NAVIGATE_EVENT, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(NAVIGATE_EVENT, listener);
  };
}

const getPathname = () => window.location.pathname;

/**
 * The current path and a navigate function: the player pages' whole router, so
 * they do not load a routing library.
 */
export function usePathname(): [string, (path: string) => void] {
  const pathname = useSyncExternalStore(subscribe, getPathname, getPathname);
  const navigate = useCallback((path: string) => {
    if (path === window.location.pathname) return;
    window.history.pushState(null, '', path);
    window.dispatchEvent(new Event(NAVIGATE_EVENT));
    window.scrollTo(0, 0);
  }, []);
  return [pathname, navigate];
}
