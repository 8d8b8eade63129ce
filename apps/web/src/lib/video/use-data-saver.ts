import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@sewee/shared';
import { authQueryKey, useAuth } from '../auth/check-auth';
import './i18n';
import { deviceChoice } from './device-choice';
import { browserPrefersDataSaver } from './prefers-data-saver';
import { updateDataSaver } from './update-data-saver';

/** A guest's choice (free previews): there is no user to keep it on. */
export const GUEST_DATA_SAVER_KEY = 'sewee.dataSaver';

const guestStore = deviceChoice(GUEST_DATA_SAVER_KEY);
const asChoice = (v: string | null) => (v === 'on' ? true : v === 'off' ? false : null);
const writeGuestChoice = (on: boolean) => guestStore.write(on ? 'on' : 'off');

export interface DataSaverState {
  /** Whether quality is capped at 240p (or audio only). */
  dataSaver: boolean;
  setDataSaver: (on: boolean) => void;
  /** The signed-in user's choice is being saved. */
  saving: boolean;
}

/**
 * Data saver (docs/decisions/012-data-saver-on-the-user.md): the signed-in user's choice from the
 * server (UserSchema.dataSaver), a guest's from localStorage; until one is made, on when the browser
 * says data is scarce. Changing it shows at once; for a user it is then saved (PUT
 * /api/account/data-saver), and put back with a toast if that fails.
 */
export function useDataSaver(): DataSaverState {
  const { user } = useAuth();
  const qc = useQueryClient();
  const guestChoice = asChoice(guestStore.useValue());
  const save = useMutation({
    mutationFn: updateDataSaver,
    onMutate: (on: boolean) => {
      const before = qc.getQueryData<User | null>(authQueryKey);
      if (before) qc.setQueryData<User>(authQueryKey, { ...before, dataSaver: on });
      return { before };
    },
    onSuccess: (res) => {
      const now = qc.getQueryData<User | null>(authQueryKey);
      if (now) qc.setQueryData<User>(authQueryKey, { ...now, dataSaver: res.data.dataSaver });
    },
    meta: { errorMessage: 'video:dataSaver.saveError' },
    // The switch goes back; the meta's toast says why.
    onError: (_err, _on, context) => {
      if (context?.before) qc.setQueryData(authQueryKey, context.before);
    },
  });

  const choice = user ? user.dataSaver : guestChoice;
  return {
    dataSaver: choice ?? browserPrefersDataSaver(),
    setDataSaver: (on) => (user ? save.mutate(on) : writeGuestChoice(on)),
    saving: save.isPending,
  };
}
