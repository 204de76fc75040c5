import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { errorText } from '#client/lib/error-text';

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  /** The spinner's accessible name, e.g. "Loading your files". */
  loadingLabel: string;
  /** What could not be loaded, e.g. "your files": the error reads "Could not load your files: …". */
  what: string;
  children: (data: T) => ReactNode;
}

/** A query's part of a page: a spinner while it loads, its error with "Try again" if it fails, else the data. */
export function QueryContent<T>({ query, loadingLabel, what, children }: QueryContentProps<T>) {
  if (query.isPending) return <Spinner className="mx-auto my-6 size-6" label={loadingLabel} />;
  if (query.isError) {
    return (
      <Alert variant="destructive" className="justify-items-start gap-3">
        <AlertDescription>
          Could not load {what}: {errorText(query.error, 'server-or-error')}
        </AlertDescription>
        <Button variant="outline" size="sm" disabled={query.isFetching} onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return children(query.data);
}
