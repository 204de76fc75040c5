import { Loader2, Paperclip } from 'lucide-react';
import { useRef } from 'react';
import { HelpBubble } from '#client/components/help-bubble';
import { ToolbarButton } from '#client/features/chat/components/toolbar-button';
import { UPLOAD_ACCEPT } from '#client/features/chat/utils/upload-check';

interface UploadButtonProps {
  isUploading: boolean;
  onFile(file: File): void;
}

/** Opens the file picker; disabled, with a spinner, while a file is uploading (SPEC §4). */
export function UploadButton({ isUploading, onFile }: UploadButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={UPLOAD_ACCEPT}
        className="hidden"
        data-testid="upload-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again still counts as a change.
          event.target.value = '';
          if (file) onFile(file);
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
        text="Attach a PDF, JPEG, PNG or DOCX file of up to 1 MB; its name is added to your message."
        side="top"
      />
    </>
  );
}
