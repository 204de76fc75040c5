import { Download } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { accountExportUrl } from '#client/features/settings/api/export-account';
import { ImportAccountSection } from '#client/features/settings/components/import-account-section';

/** Settings → Data: everything the user owns as one file, and such a file brought back in. */
export function DataSettings() {
  const headingId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Data</CardTitle>
        <CardDescription>
          Keep a copy of your conversations, or move them to another account or another Pairwise server.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section aria-labelledby={headingId} className="grid gap-3">
          <div className="grid gap-1">
            <h3 id={headingId} className="text-sm font-medium">
              Export
            </h3>
            <p className="text-sm text-muted-foreground">
              One JSON file of all your projects and conversations: every message and every version of each reply, with
              the models and token counts. Attached files are named in it, not included. To export one conversation, as
              Markdown or JSON, use its menu.
            </p>
          </div>
          <Button asChild variant="outline" className="w-fit">
            <a href={accountExportUrl()} download>
              <Download aria-hidden="true" />
              Export all
            </a>
          </Button>
        </section>
        <ImportAccountSection />
      </CardContent>
    </Card>
  );
}
