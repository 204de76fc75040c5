import { FolderX } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { paths } from '#client/config/paths';

/** docs/behaviour.md, Project page: a missing project, another user's, or one that failed to load. */
export function ProjectNotFound() {
  return (
    <main className="flex min-h-dvh w-full items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <FolderX aria-hidden className="size-10 text-muted-foreground" />
          <div className="flex flex-col gap-2">
            <h1 className="text-2xl font-semibold">Project Not Found</h1>
            <p className="text-sm text-muted-foreground">
              The project you're looking for doesn't exist or you don't have access to it.
            </p>
          </div>
          <Button asChild>
            <Link href={paths.home.href()}>Go Home</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
