import { BrandMark } from '#client/components/brand-mark';
import { PageHeader } from '#client/components/page-header';
import { Badge } from '#client/components/ui/badge';

/** The product name with "Admin", and the way back to the chat. */
export function AdminHeader({ onBack }: { onBack(): void }) {
  return (
    <PageHeader onBack={onBack} className="max-w-6xl sm:px-6">
      <div className="flex items-center gap-2 font-semibold tracking-tight">
        <BrandMark />
        Pairwise
        <Badge variant="secondary">Admin</Badge>
      </div>
    </PageHeader>
  );
}
