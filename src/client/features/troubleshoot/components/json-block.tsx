/**
 * Pretty-printed JSON for the troubleshooting results, scrolling rather than stretching the page.
 * A named region, so that assistive technology and tests can find each result.
 */
export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  return (
    <section aria-label={label} className="max-h-80 overflow-auto rounded-md border bg-muted/50 p-3">
      <pre className="font-mono text-xs leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]">
        {JSON.stringify(value, null, 2)}
      </pre>
    </section>
  );
}
