import type { ReactNode } from 'react';
import { PageHeader } from '#client/components/page-header';

interface LegalPageProps {
  title: string;
  onBack(): void;
  children: ReactNode;
}

/** A built-in page of plain text behind the footer's links: a header, a title, and its sections. */
export function LegalPage({ title, onBack, children }: LegalPageProps) {
  return (
    <div className="min-h-dvh bg-muted/40">
      <PageHeader onBack={onBack} className="max-w-3xl">
        <span className="text-sm font-semibold">Pairwise</span>
      </PageHeader>
      <main className="mx-auto grid max-w-3xl gap-6 px-4 py-8 text-sm leading-6 [&_h2]:text-base [&_h2]:font-semibold [&_section]:grid [&_section]:gap-2 [&_ul]:list-disc [&_ul]:pl-5">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {children}
      </main>
    </div>
  );
}
