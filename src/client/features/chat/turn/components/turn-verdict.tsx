import { useId } from 'react';
import { useConnections } from '#client/features/chat/providers/hooks/use-connections';
import { connectionInfo, modelName } from '#client/features/chat/providers/utils/connections';
import { maskText } from '#client/features/chat/turn/utils/blind';
import { verdictText } from '#client/features/chat/turn/utils/verdict-text';
import type { Judgement } from '#shared/api/judgements';

interface TurnVerdictProps {
  judgement: Judgement;
  /** What side a's and side b's replies are called, as the vote buttons call them. */
  names: readonly [string, string];
  /** It judged other versions of the replies than the ones shown. */
  earlier: boolean;
  /** A blind turn's self-names: the judge's words may quote them. */
  mask?: RegExp;
}

/** A judge's verdict under a turn: who judged, the verdict in words, why, and what it quoted. */
export function TurnVerdict({ judgement, names, earlier, mask }: TurnVerdictProps) {
  const connection = connectionInfo(useConnections(), judgement.judge.provider);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-verdict={judgement.verdict}
      className="space-y-2 rounded-md border bg-muted/50 px-3 py-2.5 text-sm"
    >
      <p id={headingId} className="text-xs font-medium text-muted-foreground">
        Judge: {modelName(connection, judgement.judge.model)}
      </p>
      <p className="font-medium">{verdictText(judgement.verdict, names)}</p>
      {earlier && <p className="text-xs text-muted-foreground">Judged earlier versions of these answers.</p>}
      {judgement.reason && <p className="whitespace-pre-wrap">{maskText(judgement.reason, mask)}</p>}
      {judgement.quotes.map((quote, index) => (
        // Quotes can repeat: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered
        <blockquote key={index} className="border-l-2 pl-3 text-muted-foreground italic whitespace-pre-wrap">
          {maskText(quote, mask)}
        </blockquote>
      ))}
    </section>
  );
}
