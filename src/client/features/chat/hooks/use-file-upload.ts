import { useUploadFile } from '#client/features/chat/api/upload-file';
import { uploadProblem } from '#client/features/chat/utils/upload-check';
import { toast } from '#client/hooks/use-toast';
import { serverErrorText } from '#client/lib/api-client';

/** SPEC §4 upload: idle, uploading, uploaded; with SPEC §8's toasts at every outcome. */
export function useFileUpload(onUploaded: (fileName: string) => void) {
  const upload = useUploadFile();

  function start(file: File) {
    const problem = uploadProblem(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: (uploaded) => {
        toast({ title: 'File uploaded', description: `${uploaded.originalname} has been uploaded successfully.` });
        onUploaded(uploaded.originalname);
      },
      onError: (error) => {
        toast({
          title: 'Upload failed',
          description: serverErrorText(error, 'Failed to upload file'),
          variant: 'destructive',
        });
      },
    });
  }

  return { start, isUploading: upload.isPending };
}
