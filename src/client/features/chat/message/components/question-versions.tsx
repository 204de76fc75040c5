import { useShowBranch } from '#client/features/chat/api/show-branch';
import { VersionPager } from '#client/features/chat/message/components/version-pager';
import type { Message } from '#shared/api/messages';

/**
 * "‹ 1 / 2 ›" beside a question that was edited (decision 055): steps through its versions, each
 * with the later conversation of its own branch. Nothing for a question with one version.
 */
export function QuestionVersions({ question }: { question: Message }) {
  const versions = question.branchIds ?? [];
  const index = versions.indexOf(question.id);
  if (versions.length < 2 || index < 0) return null;
  return <QuestionPager question={question} versions={versions} index={index} />;
}

function QuestionPager({ question, versions, index }: { question: Message; versions: number[]; index: number }) {
  const showBranch = useShowBranch();
  return (
    <VersionPager
      label="Question versions"
      index={index}
      count={versions.length}
      // One branch at a time: the next step starts from the branch the server then shows.
      disabled={showBranch.isPending}
      onShow={(to) => {
        const questionId = versions[to];
        if (questionId !== undefined) showBranch.mutate({ conversationId: question.conversationId, questionId });
      }}
    />
  );
}
