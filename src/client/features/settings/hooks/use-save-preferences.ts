import { useMutation } from '@tanstack/react-query';
import { useUpdateUser } from '#client/features/settings/api/update-user';
import type { PublicUser, UpdateUserBody } from '#shared/api/users';
import type { Provider } from '#shared/constants';

/** The default model choice: one provider, or both (new conversations ask OpenAI and Claude). */
export type ModelPreference = Provider | 'both';

export const modelPreferenceOf = (user: PublicUser): ModelPreference => (user.askBoth ? 'both' : user.defaultModel);

/** What a save sends: "Both" keeps defaultModel as it is, since other clients read it alone. */
export function preferenceChanges(
  user: PublicUser,
  preference: ModelPreference,
): Pick<UpdateUserBody, 'askBoth' | 'defaultModel'> {
  const askBoth = preference === 'both';
  return {
    ...(askBoth !== user.askBoth && { askBoth }),
    ...(!askBoth && preference !== user.defaultModel && { defaultModel: preference }),
  };
}

/**
 * "Save Preferences" (docs/behaviour.md, States and transitions): the default model (or "Both")
 * goes to the server when it changed. The help flag is not part of it: the switch writes it at once.
 */
export function useSavePreferences(user: PublicUser) {
  const updateUser = useUpdateUser();
  return useMutation({
    mutationFn: async (preference: ModelPreference) => {
      const changes = preferenceChanges(user, preference);
      if (Object.keys(changes).length > 0) await updateUser.mutateAsync({ id: user.id, body: changes });
    },
  });
}
