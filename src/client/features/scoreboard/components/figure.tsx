import type { ReactNode } from 'react';

/**
 * One labelled figure of a definition list, its label above its value: a grid of these fits a
 * phone's width where a table's row would not.
 */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
