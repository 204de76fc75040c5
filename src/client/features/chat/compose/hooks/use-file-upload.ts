import { useUploadFile } from '#client/features/chat/api/upload-file';
import { toast } from '#client/hooks/use-toast';
import { errorText } from '#client/lib/error-text';
import type { UploadedFile } from '#shared/api/uploads';

/**
 * Uploads one file, reporting its progress, with the toast its outcome calls for
 * (docs/behaviour.md, States and transitions; Errors and their texts). Answers the stored file, or
 * null when it failed or was aborted (a removed chip: nothing to say).
 */
export function useFileUpload() {
  const { mutateAsync } = useUploadFile();

  return async function upload(
    file: File,
    onProgress: (fraction: number) => void,
    signal: AbortSignal,
  ): Promise<UploadedFile | null> {
    try {
      const uploaded = await mutateAsync({ file, onProgress, signal });
      toast({ title: 'File uploaded', description: `${uploaded.originalname} has been uploaded successfully.` });
      return uploaded;
    } catch (error) {
      if (signal.aborted) return null;
      toast({
        title: 'Upload failed',
        description: errorText(error, 'server', 'Failed to upload file'),
        variant: 'destructive',
      });
      return null;
    }
  };
}
