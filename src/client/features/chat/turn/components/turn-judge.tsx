import { Scale } from 'lucide-react';
import { ModelPickButton } from '#client/features/chat/turn/components/model-pick-button';
import type { JudgeBody } from '#shared/api/judgements';

interface TurnJudgeProps {
  /** The judge asked has not answered yet. */
  judging: boolean;
  /** A verdict is shown: the button asks again. */
  judged: boolean;
  /** The signed-in user, whose last judge is offered first. */
  userId: number | null;
  onJudge(judge: JudgeBody): void;
}

/** "Judge": a model of the person's choosing compares the turn's two replies. */
export function TurnJudge({ judging, judged, userId, onJudge }: TurnJudgeProps) {
  return (
    <ModelPickButton
      icon={Scale}
      labels={{ idle: 'Judge', again: 'Judge again', busy: 'Judging…' }}
      title="Ask a model which answer is better"
      heading="Judge these answers"
      busy={judging}
      done={judged}
      userId={userId}
      onChoose={onJudge}
    />
  );
}
