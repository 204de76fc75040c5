import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/hooks/use-toast';

const CONFIRMATION_MS = 2000;

/** Copies a reply's markdown as it was written; says "Copied" for a moment, aloud too. */
export function CopyReplyButton({ text }: { text: string }) {
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

  return (
    <>
      <Button variant="ghost" size="sm" className="h-7 gap-1.5 px-2 text-xs text-muted-foreground" onClick={copy}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? 'Copied' : 'Copy'}
      </Button>
      <span aria-live="polite" className="sr-only">
        {copied ? 'Reply copied' : ''}
      </span>
    </>
  );
}
