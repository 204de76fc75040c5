import { isProvider } from '#shared/constants';
import { PROVIDER_LABELS } from '#shared/models';

/** docs/behaviour.md, Main chat screen: OpenAI, Claude, or "User" for any other sender. */
export function senderLabel(sender: string): string {
  return isProvider(sender) ? PROVIDER_LABELS[sender] : 'User';
}
