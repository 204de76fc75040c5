import { Download } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '#client/components/ui/dialog';
import type { MessageAttachment } from '#shared/api/uploads';
import { formatBytes } from '#shared/format-bytes';

interface ImagePreviewDialogProps {
  file: MessageAttachment;
  url: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** An image whole, in the page, with a way to download it. */
export function ImagePreviewDialog({ file, url, open, onOpenChange }: ImagePreviewDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
