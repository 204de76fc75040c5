import { FileX } from 'lucide-react';
import type { Message } from '#shared/api/messages';
import { formatBytes } from '#shared/format-bytes';

type ImportedFile = NonNullable<Message['importedAttachments']>[number];

/**
 * The files an imported message was sent with (decision 023): named, with their size, but with
 * nothing to open, since an export holds no file's bytes. Dashed, unlike the files that open.
 */
export function ImportedAttachments({ files }: { files: readonly ImportedFile[] }) {
  return (
    <ul aria-label="Attachments not imported" className="flex max-w-full flex-wrap justify-end gap-2">
      {files.map((file, index) => (
        <li
          // Names may repeat, and the list never reorders.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list without ids
          key={index}
          title={`${file.originalname} (${formatBytes(file.size)}): only its name came with the import`}
          className="flex min-w-0 max-w-full items-center gap-2 rounded-md border border-dashed px-2.5 py-2 text-xs text-muted-foreground"
        >
          <FileX aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 truncate font-medium">{file.originalname}</span>
          <span className="shrink-0">{formatBytes(file.size)} · not imported</span>
        </li>
      ))}
    </ul>
  );
}
