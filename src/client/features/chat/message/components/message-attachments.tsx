import { FileText } from 'lucide-react';
import { uploadUrl } from '#client/features/chat/api/get-upload';
import { isImageType } from '#client/features/chat/compose/utils/image-types';
import { ImagePreview } from '#client/features/chat/message/components/image-preview';
import type { MessageAttachment } from '#shared/api/uploads';
import { formatBytes } from '#shared/format-bytes';

/**
 * The files sent with a message, as chips: images as thumbnails that open a preview in the page,
 * others by name and size, downloading.
 */
export function MessageAttachments({ attachments }: { attachments: readonly MessageAttachment[] }) {
  return (
    <ul aria-label="Attachments" className="flex max-w-full flex-wrap justify-end gap-2">
      {attachments.map((file) => (
        <li key={file.id} className="min-w-0 max-w-full">
          {isImageType(file.mimetype) ? (
            <ImagePreview file={file} />
          ) : (
            <a
              href={uploadUrl(file.id)}
              download={file.originalname}
              title={`${file.originalname} (${formatBytes(file.size)})`}
              className="flex min-w-0 items-center gap-2 rounded-md border bg-card px-2.5 py-2 text-xs text-card-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 truncate font-medium">{file.originalname}</span>
              <span className="shrink-0 text-muted-foreground">{formatBytes(file.size)}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
