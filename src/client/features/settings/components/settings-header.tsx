import { BrandMark } from '#client/components/brand-mark';
import { PageHeader } from '#client/components/page-header';

/** The logo, "Account Settings" and the way back (docs/behaviour.md, Settings). */
export function SettingsHeader({ onBack }: { onBack(): void }) {
  return (
    <PageHeader onBack={onBack} className="max-w-3xl">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <BrandMark label="Pairwise" />
        <h1 className="min-w-0 flex-1 truncate text-lg font-semibold tracking-tight">Account Settings</h1>
      </div>
    </PageHeader>
  );
}
