import { useMutation } from '@tanstack/react-query';
import { useUpdateUser } from '#client/features/settings/api/update-user';
import { setHelpEnabled } from '#client/stores/help-preferences';
import type { PublicUser } from '#shared/api/users';
import type { Provider } from '#shared/constants';

export interface Preferences {
  defaultModel: Provider;
  helpEnabled: boolean;
}

/**
 * SPEC §4 "Save Preferences": the default model goes to the server when it changed; the help flag
 * is kept in this browser, written once the server has accepted the rest.
 */
export function useSavePreferences(user: PublicUser) {
  const updateUser = useUpdateUser();
  return useMutation({
    mutationFn: async ({ defaultModel, helpEnabled }: Preferences) => {
      if (defaultModel !== user.defaultModel) {
        await updateUser.mutateAsync({ id: user.id, body: { defaultModel } });
      }
      setHelpEnabled(helpEnabled);
    },
  });
}
