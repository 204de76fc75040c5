import { FileText, X } from 'lucide-react';
import type { Attachment } from '#client/features/chat/compose/hooks/use-attachments';
import { useObjectUrl } from '#client/features/chat/compose/hooks/use-object-url';
import { isImageFile } from '#client/features/chat/compose/utils/image-types';

interface FileChipsProps {
  chips: readonly Attachment[];
  onRemove(key: number): void;
}

/**
 * The files to send with the message: uploading with their progress, or uploaded
 * (docs/behaviour.md, States and transitions).
 */
export function FileChips({ chips, onRemove }: FileChipsProps) {
  return (
    <ul aria-label="Attached files" className="flex flex-wrap gap-2 px-3 pt-3">
      {chips.map((chip) => (
        <FileChip key={chip.key} chip={chip} onRemove={() => onRemove(chip.key)} />
      ))}
    </ul>
  );
}

function FileChip({ chip, onRemove }: { chip: Attachment; onRemove(): void }) {
  const uploading = chip.uploaded === null;
  // The local file, not the stored one: shown at once, with no request.
  const preview = useObjectUrl(!uploading && isImageFile(chip.file) ? chip.file : null);
  return (
    <li
      aria-busy={uploading || undefined}
      className="flex max-w-full items-center gap-1.5 rounded-md border bg-muted py-1 pr-1 pl-1.5 text-xs"
    >
      {preview ? (
        // Decorative: the name beside it says what it is.
        <img src={preview} alt="" className="size-6 shrink-0 rounded-sm object-cover" />
      ) : (
        <FileText aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
      )}
      <span className="min-w-0 truncate" title={chip.name}>
        {chip.name}
      </span>
      {uploading && (
        <>
          <span
            role="progressbar"
            aria-label={`Uploading ${chip.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={chip.progress}
            className="h-1.5 w-12 shrink-0 overflow-hidden rounded-full bg-background"
          >
            <span className="block h-full bg-primary transition-[width]" style={{ width: `${chip.progress}%` }} />
          </span>
          <span aria-hidden="true" className="w-8 shrink-0 text-right text-muted-foreground tabular-nums">
            {chip.progress}%
          </span>
        </>
      )}
      <button
        type="button"
        aria-label={`Remove file ${chip.name}`}
        title={uploading ? `Cancel the upload of ${chip.name}` : `Remove ${chip.name}`}
        onClick={onRemove}
        className="rounded-sm p-0.5 text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/50"
      >
        <X aria-hidden="true" className="size-3.5" />
      </button>
    </li>
  );
}
