import { useMutation } from '@tanstack/react-query';
import { useUpdateUser } from '#client/features/settings/api/update-user';
import type { PublicUser } from '#shared/api/users';
import type { Provider } from '#shared/constants';

export interface Preferences {
  defaultModel: Provider;
}

/**
 * SPEC §4 "Save Preferences": the default model goes to the server when it changed. The help
 * flag is not part of it: the switch writes it at once.
 */
export function useSavePreferences(user: PublicUser) {
  const updateUser = useUpdateUser();
  return useMutation({
    mutationFn: async ({ defaultModel }: Preferences) => {
      if (defaultModel !== user.defaultModel) {
        await updateUser.mutateAsync({ id: user.id, body: { defaultModel } });
      }
    },
  });
}
