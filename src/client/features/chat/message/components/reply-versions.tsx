import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ToolbarButton } from '#client/components/toolbar-button';
import { useSetActiveVersion } from '#client/features/chat/api/set-active-version';
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
  return <VersionPager reply={reply} versions={versions} />;
}

function VersionPager({ reply, versions }: { reply: Message; versions: Message[] }) {
  const setActive = useSetActiveVersion();
  const index = versions.findIndex((version) => version.id === reply.id);
  const show = (version: Message | undefined) => {
    if (!version) return;
    setActive.mutate({ conversationId: reply.conversationId, versionId: version.id, versions });
  };
  return (
    <fieldset aria-label="Versions" className="flex min-w-0 items-center text-xs text-muted-foreground">
      <ToolbarButton
        label="Previous version"
        className="size-7"
        disabled={index <= 0}
        onClick={() => show(versions[index - 1])}
      >
        <ChevronLeft aria-hidden="true" />
      </ToolbarButton>
      <span className="tabular-nums">
        {index + 1} / {versions.length}
      </span>
      <ToolbarButton
        label="Next version"
        className="size-7"
        disabled={index >= versions.length - 1}
        onClick={() => show(versions[index + 1])}
      >
        <ChevronRight aria-hidden="true" />
      </ToolbarButton>
    </fieldset>
  );
}
