import { useSetActiveVersion } from '#client/features/chat/api/set-active-version';
import { VersionPager } from '#client/features/chat/message/components/version-pager';
import { useConversationMessages } from '#client/features/chat/message/hooks/use-conversation-messages';
import { versionsOf } from '#client/features/chat/message/utils/reply-versions';
import type { Message } from '#shared/api/messages';

/**
 * "‹ 1 / 2 ›" under a reply that was regenerated: steps through its versions. The one shown is the
 * one its provider sees in later turns. Nothing for a reply with one version.
 */
export function ReplyVersions({ reply }: { reply: Message }) {
  const messages = useConversationMessages();
  if (!messages || reply.sender === 'user') return null;
  const versions = versionsOf(messages, reply);
  if (versions.length < 2) return null;
  return <ReplyPager reply={reply} versions={versions} />;
}

function ReplyPager({ reply, versions }: { reply: Message; versions: Message[] }) {
  const setActive = useSetActiveVersion();
  return (
    <VersionPager
      label="Versions"
      index={versions.findIndex((version) => version.id === reply.id)}
      count={versions.length}
      onShow={(index) => {
        const version = versions[index];
        if (version) setActive.mutate({ conversationId: reply.conversationId, versionId: version.id, versions });
      }}
    />
  );
}
