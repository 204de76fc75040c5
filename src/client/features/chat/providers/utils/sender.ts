import { PROVIDERS, type Provider } from '#shared/constants';
import { PROVIDER_LABELS } from '#shared/models';

/** Whether a message's sender is one of the providers (the rest are the user's). */
export function isProvider(sender: string): sender is Provider {
  return (PROVIDERS as readonly string[]).includes(sender);
}

/** docs/behaviour.md, Main chat screen: OpenAI, Claude, or "User" for any other sender. */
export function senderLabel(sender: string): string {
  return isProvider(sender) ? PROVIDER_LABELS[sender] : 'User';
}
