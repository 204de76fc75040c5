import { FileText, X } from 'lucide-react';

interface FileChipsProps {
  names: string[];
  onRemove(name: string): void;
}

/** One chip per uploaded file still tagged in the text; removing it strips the tag (SPEC §2). */
export function FileChips({ names, onRemove }: FileChipsProps) {
  return (
    <ul aria-label="Attached files" className="flex flex-wrap gap-2 px-3 pt-3">
      {names.map((name) => (
        <li
          key={name}
          className="flex max-w-full items-center gap-1.5 rounded-md border bg-muted py-1 pr-1 pl-2 text-xs"
        >
          <FileText aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
          <span className="min-w-0 truncate" title={name}>
            {name}
          </span>
          <button
            type="button"
            aria-label="Remove file"
            title={`Remove ${name}`}
            onClick={() => onRemove(name)}
            className="rounded-sm p-0.5 text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/50"
          >
            <X className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
