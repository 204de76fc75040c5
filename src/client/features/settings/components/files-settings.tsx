import { useState } from 'react';
import { Alert, AlertDescription } from '#client/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { useUploads } from '#client/features/settings/api/get-uploads';
import { DeleteFileDialog } from '#client/features/settings/components/delete-file-dialog';
import { FileRow } from '#client/features/settings/components/file-row';
import { StorageUsage } from '#client/features/settings/components/storage-usage';
import { serverErrorText } from '#client/lib/api-client';
import type { UploadedFile } from '#shared/api/uploads';

/** Settings → Files: what the user has uploaded, the storage it takes, and deleting files to free it. */
export function FilesSettings() {
  const uploads = useUploads();
  const [toDelete, setToDelete] = useState<UploadedFile | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Files</CardTitle>
        <CardDescription>Files you attached in the chat. Deleting one frees its storage.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {uploads.isPending ? (
          <Spinner className="mx-auto my-6 size-6" label="Loading your files" />
        ) : uploads.isError ? (
          <Alert variant="destructive">
            <AlertDescription>
              Could not load your files: {serverErrorText(uploads.error, uploads.error.message)}
            </AlertDescription>
          </Alert>
        ) : (
          <>
            <StorageUsage usedBytes={uploads.data.usedBytes} limitBytes={uploads.data.limitBytes} />
            {uploads.data.files.length === 0 ? (
              <p className="text-sm text-muted-foreground">No files yet.</p>
            ) : (
              <ul aria-label="Your files" className="divide-y">
                {uploads.data.files.map((file) => (
                  <FileRow key={file.id} file={file} onDelete={setToDelete} />
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
      <DeleteFileDialog file={toDelete} onClose={() => setToDelete(null)} />
    </Card>
  );
}
