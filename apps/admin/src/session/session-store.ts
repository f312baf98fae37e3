import type { User } from '../graphql/api-types';

/** The signed-in user and their bearer token, shared by the organizer and player pages. */
export interface Session {
  token: string;
  user: User;
}

const STORAGE_KEY = 'arbiter.session';
const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function read(): Session | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

/** The current session, or null when signed out. */
export function getSession(): Session | null {
  if (cached === undefined) cached = read();
  return cached;
}

export function setSession(session: Session | null): void {
  cached = session;
  if (session) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  else window.localStorage.removeItem(STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

/** Subscribe to sign-in and sign-out, including those made in another tab. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    cached = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function authorizationHeader(): string | null {
  const session = getSession();
  return session ? `Bearer ${session.token}` : null;
}
