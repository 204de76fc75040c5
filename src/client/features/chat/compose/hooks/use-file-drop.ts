import { type DragEvent, useEffect, useState } from 'react';
import { carriesFiles } from '#client/features/chat/compose/utils/transfer-files';

/**
 * Files dragged onto an area: `over` while they are above it (for the highlight), `onFiles` when
 * dropped. A drag of text or a link is left alone, so that it can still be dropped into the text.
 */
export function useFileDrop(onFiles: (files: File[]) => void, enabled: boolean) {
  const [over, setOver] = useState(false);

  // A drop that misses the area would open the file in place of the app, and lose what was typed.
  useEffect(() => {
    if (!enabled) return;
    const refuse = (event: globalThis.DragEvent) => {
      if (!carriesFiles(event.dataTransfer) || event.defaultPrevented) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', refuse);
    window.addEventListener('drop', refuse);
    return () => {
      window.removeEventListener('dragover', refuse);
      window.removeEventListener('drop', refuse);
    };
  }, [enabled]);

  function accept(event: DragEvent) {
    if (!enabled || !carriesFiles(event.dataTransfer)) return false;
    // Without this the browser would open the file in place of the app.
    event.preventDefault();
    return true;
  }

  const handlers = {
    onDragEnter(event: DragEvent) {
      if (accept(event)) setOver(true);
    },
    onDragOver(event: DragEvent) {
      if (!accept(event)) return;
      event.dataTransfer.dropEffect = 'copy';
      setOver(true);
    },
    onDragLeave(event: DragEvent) {
      // Moving between the area's own children is not leaving it.
      if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
      setOver(false);
    },
    onDrop(event: DragEvent) {
      if (!accept(event)) return;
      setOver(false);
      onFiles(Array.from(event.dataTransfer.files));
    },
  };

  return { over: over && enabled, handlers };
}
