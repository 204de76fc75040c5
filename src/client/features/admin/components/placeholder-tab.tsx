import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';

interface PlaceholderTabProps {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** docs/behaviour.md, Admin dashboard: the Settings and System Logs tabs say they are under development. */
export function PlaceholderTab({ icon: Icon, title, description }: PlaceholderTabProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon aria-hidden className="size-5 text-muted-foreground" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="rounded-md border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          This section is under development.
        </p>
      </CardContent>
    </Card>
  );
}
