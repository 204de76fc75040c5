import { FileText, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import type { UploadedFile } from '#shared/api/uploads';
import { formatBytes } from '#shared/format-bytes';

function uploadDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
}

interface FileRowProps {
  file: UploadedFile;
  onDelete(file: UploadedFile): void;
}

/** One file: its name, size and upload date, and a Delete button that asks first. */
export function FileRow({ file, onDelete }: FileRowProps) {
  return (
    <li className="flex items-center gap-3 py-3">
      <FileText className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="truncate text-sm font-medium" title={file.originalname}>
          {file.originalname}
        </p>
        <p className="text-xs text-muted-foreground">
          {formatBytes(file.size)} · <time dateTime={file.createdAt}>{uploadDate(file.createdAt)}</time>
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={() => onDelete(file)} aria-label={`Delete ${file.originalname}`}>
        <Trash2 aria-hidden />
        Delete
      </Button>
    </li>
  );
}
