import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { SearchResultGroup } from '#client/features/search/components/search-result-group';
import { useMessageSearch } from '#client/features/search/hooks/use-message-search';
import {
  type ConnectionLabels,
  reconcileResults,
  resultsAnnouncement,
} from '#client/features/search/utils/search-results';
import { cn } from '#client/lib/cn';
import type { Conversation } from '#shared/api/conversations';
import type { Project } from '#shared/api/projects';
import { SEARCH_MAX_CONVERSATIONS } from '#shared/search-limits';

interface MessageSearchResultsProps {
  /** The search box's text; not blank (the section is not shown then). */
  search: string;
  /** The sidebar's lists, so that results show conversations as they are now. */
  conversations: readonly Conversation[] | undefined;
  projects: readonly Project[] | undefined;
  /** Called as a result is opened (the mobile overlay closes). */
  onOpen?: () => void;
  /** The connections' labels, naming who said what. */
  labels?: ConnectionLabels;
}

/**
 * Below the title-filtered Conversations: the messages that match the search, grouped by
 * conversation (projects included), each opening its conversation at that message.
 */
export function MessageSearchResults({ search, conversations, projects, onOpen, labels }: MessageSearchResultsProps) {
  const { results: found, isSearching, isError, retry } = useMessageSearch(search);
  const results = found && reconcileResults(found, conversations, projects);
  // What the polite live region says, kept while the next words are asked: it speaks once a search
  // has answered, not at every key.
  const settled = isError
    ? 'Could not search messages.'
    : results && !isSearching
      ? resultsAnnouncement(results.length)
      : null;
  const [status, setStatus] = useState('');
  if (settled !== null && settled !== status) setStatus(settled);
  const showStatus = isError || results?.length === 0;

  return (
    <section aria-labelledby="sidebar-message-results-heading" className="flex flex-col gap-1">
      <h2 id="sidebar-message-results-heading" className="px-2 text-xs font-medium text-muted-foreground">
        In messages
      </h2>
      {/* One element for the count, the empty state and the failure, so each is read once. */}
      <p
        aria-live="polite"
        className={
          showStatus
            ? cn('px-2 pt-2 text-sm text-muted-foreground', isSearching && !isError && 'opacity-60')
            : 'sr-only'
        }
      >
        {status}
      </p>
      {isError ? (
        <Button variant="link" className="h-auto self-start px-2 pb-2" onClick={retry}>
          Try again
        </Button>
      ) : !results ? (
        <Spinner className="mx-auto my-3 size-4" label="Searching messages" />
      ) : (
        results.length > 0 && (
          <ul
            aria-label="Messages found"
            aria-busy={isSearching}
            className={cn('flex flex-col gap-2 transition-opacity', isSearching && 'opacity-60')}
          >
            {results.map((result) => (
              <SearchResultGroup key={result.conversation.id} result={result} onOpen={onOpen} labels={labels} />
            ))}
          </ul>
        )
      )}
      {(found?.length ?? 0) >= SEARCH_MAX_CONVERSATIONS && !isError && (
        <p className="px-2 text-xs text-muted-foreground">
          The {SEARCH_MAX_CONVERSATIONS} most recently updated conversations are shown. Add words to narrow the search.
        </p>
      )}
    </section>
  );
}
