import { isProvider } from '#client/features/chat/utils/pending-flags';
import { PROVIDER_LABELS } from '#shared/models';

/** SPEC §2: OpenAI, Claude, or "User" for any other sender. */
export function senderLabel(sender: string): string {
  return isProvider(sender) ? PROVIDER_LABELS[sender] : 'User';
}
