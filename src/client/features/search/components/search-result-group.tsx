import { FolderIcon, MessageSquare } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { paths } from '#client/config/paths';
import { Snippet } from '#client/features/search/components/snippet';
import { type ConnectionLabels, hitSenderLabel, snippetText } from '#client/features/search/utils/search-results';
import type { SearchResult } from '#shared/api/search';

interface SearchResultGroupProps {
  result: SearchResult;
  /** Called as a hit is opened (the mobile overlay closes). */
  onOpen?: () => void;
  labels?: ConnectionLabels;
}

/**
 * One conversation's hits: its title (a link to it when the title matched) and project, then each
 * matching message as a link to it.
 */
export function SearchResultGroup({ result, onOpen, labels }: SearchResultGroupProps) {
  const { conversation, hits } = result;
  const titleId = useId();
  const projectId = useId();
  // Tabbing from hit to hit, a screen reader says who said what, then where.
  const describedBy = conversation.projectName === null ? titleId : `${titleId} ${projectId}`;
  return (
    <li className="flex flex-col gap-0.5">
      <h3 id={titleId} className="flex min-w-0 items-center gap-1.5 px-2 pt-1 text-sm font-medium">
        <MessageSquare aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
        {/* A title that matched opens its conversation; otherwise its matching messages do. */}
        {result.titleMatch ? (
          <Link
            href={paths.conversation.href(conversation.id)}
            onClick={onOpen}
            className="min-w-0 truncate rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {conversation.title}
          </Link>
        ) : (
          <span className="truncate">{conversation.title}</span>
        )}
      </h3>
      {conversation.projectName !== null && (
        <p id={projectId} className="flex min-w-0 items-center gap-1.5 px-2 text-xs text-muted-foreground">
          <FolderIcon aria-hidden className="size-3 shrink-0" />
          <span className="truncate">
            <span className="sr-only">In project</span> {conversation.projectName}
          </span>
        </p>
      )}
      <ul className="flex flex-col gap-0.5">
        {hits.map((hit) => (
          <li key={hit.messageId}>
            <Link
              href={paths.conversation.href(conversation.id, hit.messageId)}
              onClick={onOpen}
              // Named outright: browsers join the sender and the snippet each their own way.
              aria-label={`${hitSenderLabel(hit.sender, labels)}: ${snippetText(hit.snippet)}`}
              aria-describedby={describedBy}
              className="block rounded-md px-2 py-1.5 text-sm transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="block text-xs font-medium text-muted-foreground">
                {hitSenderLabel(hit.sender, labels)}
              </span>
              <span className="line-clamp-2 break-words">
                <Snippet segments={hit.snippet} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
