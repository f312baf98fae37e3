import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from '../graphql/graphql-error';

/**
 * Runs an API call from a button or form: tracks that it is running and shows the
 * API's message (e.g. ROUND_NOT_FINISHED's) in a notification when it fails.
 */
export function useRunMutation(): { running: boolean; run: <T>(action: () => Promise<T>, success?: string) => Promise<T | undefined> } {
  const notify = useNotify();
  const [running, setRunning] = useState(false);
  const run = useCallback(
    async <T,>(action: () => Promise<T>, success?: string): Promise<T | undefined> => {
      setRunning(true);
      try {
        const result = await action();
        if (success) notify(success, { type: 'success' });
        return result;
      } catch (error) {
        notify(errorMessage(error), { type: 'error' });
        return undefined;
      } finally {
        setRunning(false);
      }
    },
    [notify],
  );
  return { running, run };
}
