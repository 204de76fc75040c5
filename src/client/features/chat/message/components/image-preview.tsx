import { Download } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '#client/components/ui/dialog';
import { uploadUrl } from '#client/features/chat/api/get-upload';
import type { MessageAttachment } from '#shared/api/uploads';
import { formatBytes } from '#shared/format-bytes';

/** An image sent with a message: its thumbnail opens it whole, in the page, with a way to download it. */
export function ImagePreview({ file }: { file: MessageAttachment }) {
  const url = uploadUrl(file.id);
  return (
    <Dialog>
      <DialogTrigger
        title={`${file.originalname} (${formatBytes(file.size)})`}
        className="block rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <img src={url} alt={file.originalname} loading="lazy" className="size-20 rounded-md object-cover" />
      </DialogTrigger>
      <DialogContent aria-describedby={undefined} className="max-w-[min(64rem,calc(100%-2rem))] justify-items-center">
        <DialogTitle className="max-w-full truncate pr-6 text-sm">{file.originalname}</DialogTitle>
        <img src={url} alt={file.originalname} className="max-h-[70dvh] max-w-full rounded-md object-contain" />
        <Button asChild variant="outline" size="sm">
          <a href={url} download={file.originalname}>
            <Download aria-hidden="true" />
            Download ({formatBytes(file.size)})
          </a>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
