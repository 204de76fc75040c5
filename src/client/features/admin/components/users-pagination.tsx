import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button';

interface UsersPaginationProps {
  shown: number;
  total: number;
  offset: number;
  pageSize: number;
  /** The page on screen is the previous one, kept while the next loads: stepping again would skip one. */
  isLoadingPage: boolean;
  onOffsetChange(offset: number): void;
}

export function UsersPagination({
  shown,
  total,
  offset,
  pageSize,
  isLoadingPage,
  onOffsetChange,
}: UsersPaginationProps) {
  const page = Math.floor(offset / pageSize) + 1;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex flex-col gap-3 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
      <p aria-live="polite">
        Showing {shown} of {total} results
      </p>
      <nav aria-label="Pagination" className="flex items-center gap-2">
        {pages > 1 && (
          <span className="mr-1">
            Page {page} of {pages}
          </span>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0 || isLoadingPage}
          onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
        >
          <ChevronLeft />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={offset + pageSize >= total || isLoadingPage}
          onClick={() => onOffsetChange(offset + pageSize)}
        >
          Next
          <ChevronRight />
        </Button>
      </nav>
    </div>
  );
}
