import { Fragment } from 'react';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '#client/components/ui/tooltip';
import { replyFacts } from '#client/features/chat/message/utils/reply-facts';
import type { ModelPrice } from '#client/features/chat/providers/utils/model-prices';
import type { Message } from '#shared/api/messages';

interface ReplyFactsProps {
  message: Message;
  price: ModelPrice | null;
}

/**
 * The line under a reply: model, timings, tokens and cost; focus or hover spells them out with the
 * input tokens and the price date. Its own tooltip provider, so that a reply can be drawn anywhere.
 */
export function ReplyFacts({ message, price }: ReplyFactsProps) {
  const { line, details } = replyFacts(message, price);
  if (line.length === 0) return null;
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            className="min-w-0 cursor-default rounded-sm text-left text-xs text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {line.map((fact, index) => (
              <Fragment key={fact}>
                {index > 0 && ' · '}
                <span className="whitespace-nowrap">{fact}</span>
              </Fragment>
            ))}
          </button>
        </TooltipTrigger>
        <TooltipContent side="top" align="start">
          <ul className="space-y-0.5">
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        </TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
