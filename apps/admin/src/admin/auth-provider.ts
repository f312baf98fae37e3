import type { AuthProvider } from 'react-admin';
import { GraphQLRequestError } from '../graphql/graphql-error';
import { request } from '../graphql/graphql-client';
import { LOG_IN, ME, SIGN_UP } from '../graphql/operations';
import { getSession, setSession } from '../session/session-store';

/** What the login page sends: a sign-in, or a sign-up when `displayName` is given. */
export interface LoginParams {
  email: string;
  password: string;
  displayName?: string;
}

/**
 * react-admin's view of the API's auth: a bearer token from logIn/signUp, kept in the
 * shared session store. Roles are per event (`Event.myRoles`), so permissions are
 * read on each event's pages rather than here.
 */
export const authProvider: AuthProvider = {
  async login({ email, password, displayName }: LoginParams) {
    const payload = displayName
      ? (await request(SIGN_UP, { email, password, displayName })).signUp
      : (await request(LOG_IN, { email, password })).logIn;
    setSession({ token: payload.token, user: payload.user });
  },
  async logout() {
    setSession(null);
  },
  async checkAuth() {
    if (!getSession()) throw new Error('Please sign in');
  },
  async checkError(error: unknown) {
    if (error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED') {
      setSession(null);
      throw new Error('Your session has ended. Please sign in again.');
    }
  },
  async getIdentity() {
    const session = getSession();
    if (!session) throw new Error('Not signed in');
    return { id: session.user.id, fullName: session.user.displayName };
  },
  async getPermissions() {
    return null;
  },
};

/** Confirms the stored token still works (the API may have been reset). */
export async function verifySession(): Promise<void> {
  const session = getSession();
  if (!session) return;
  try {
    const { me } = await request(ME, {});
    setSession(me ? { token: session.token, user: me } : null);
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED') setSession(null);
  }
}
