import { Loader2, Paperclip } from 'lucide-react';
import { useRef } from 'react';
import { HelpBubble } from '#client/components/help-bubble';
import { ToolbarButton } from '#client/components/toolbar-button';
import { UPLOAD_ACCEPT } from '#client/features/chat/compose/utils/upload-check';

interface UploadButtonProps {
  isUploading: boolean;
  onFiles(files: File[]): void;
}

/**
 * Opens the file picker, for one file or several; disabled, with a spinner, while files upload
 * (docs/behaviour.md, States and transitions).
 */
export function UploadButton({ isUploading, onFiles }: UploadButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        className="hidden"
        data-testid="upload-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again still counts as a change.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <ToolbarButton
        label="Upload file"
        disabled={isUploading}
        aria-busy={isUploading || undefined}
        onClick={() => inputRef.current?.click()}
      >
        {isUploading ? <Loader2 className="animate-spin" /> : <Paperclip />}
      </ToolbarButton>
      <HelpBubble
        id="upload"
        topic="attaching files"
        title="Attaching files"
        text="Attach up to 5 PDF, JPEG, PNG or DOCX files of up to 1 MB each: choose them here, drop them on the message box or paste an image. Their names are added to your message."
        side="top"
      />
    </>
  );
}
