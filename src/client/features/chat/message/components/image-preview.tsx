import { lazy, Suspense, useState } from 'react';
import { uploadUrl } from '#client/features/chat/api/get-upload';
import { useOpenedOnce } from '#client/hooks/use-opened-once';
import type { MessageAttachment } from '#shared/api/uploads';
import { formatBytes } from '#shared/format-bytes';

// Loaded as a first image is opened: the chat screen's first load does without a dialog (decision 006).
const ImagePreviewDialog = lazy(() =>
  import('#client/features/chat/message/components/image-preview-dialog').then((module) => ({
    default: module.ImagePreviewDialog,
  })),
);

/** An image sent with a message: its thumbnail opens it whole, in the page, with a way to download it. */
export function ImagePreview({ file }: { file: MessageAttachment }) {
  const url = uploadUrl(file.id);
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        title={`${file.originalname} (${formatBytes(file.size)})`}
        onClick={() => setOpen(true)}
        className="block rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <img src={url} alt={file.originalname} loading="lazy" className="size-20 rounded-md object-cover" />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ImagePreviewDialog file={file} url={url} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
