import { useState } from 'react';
import { QueryContent } from '#client/components/query-content';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { useUploads } from '#client/features/settings/api/get-uploads';
import { DeleteFileDialog } from '#client/features/settings/components/delete-file-dialog';
import { FileRow } from '#client/features/settings/components/file-row';
import { StorageUsage } from '#client/features/settings/components/storage-usage';
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
        <QueryContent query={uploads} loadingLabel="Loading your files" what="your files">
          {(data) => (
            <>
              <StorageUsage usedBytes={data.usedBytes} limitBytes={data.limitBytes} />
              {data.files.length === 0 ? (
                <p className="text-sm text-muted-foreground">No files yet.</p>
              ) : (
                <ul aria-label="Your files" className="divide-y">
                  {data.files.map((file) => (
                    <FileRow key={file.id} file={file} onDelete={setToDelete} />
                  ))}
                </ul>
              )}
            </>
          )}
        </QueryContent>
      </CardContent>
      <DeleteFileDialog file={toDelete} onClose={() => setToDelete(null)} />
    </Card>
  );
}
