import { Check, Copy } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { useCopyToClipboard } from '#client/hooks/use-copy-to-clipboard';

/** Copies a reply's markdown as it was written; says "Copied" for a moment, aloud too. */
export function CopyReplyButton({ text }: { text: string }) {
  const { copied, copy } = useCopyToClipboard(text);

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
