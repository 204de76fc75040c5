import { useEffect, useState } from 'react';
import { toast } from '#client/hooks/use-toast';

const CONFIRMATION_MS = 2000;

/**
 * Copies text to the clipboard; `copied` stays true for a moment after a copy so the caller can say
 * "Copied". A refused copy shows a toast instead.
 */
export function useCopyToClipboard(text: string) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast({ title: 'Copy failed', description: 'The browser did not allow copying.', variant: 'destructive' });
    }
  }

  return { copied, copy };
}
