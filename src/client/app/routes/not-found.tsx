import { AlertCircle } from 'lucide-react';
import { Card, CardContent } from '#client/components/ui/card';

export default function NotFoundRoute() {
  return (
    <div className="flex min-h-dvh w-full items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-2">
          <div className="mb-4 flex gap-2">
            <AlertCircle className="size-8 text-destructive" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        </CardContent>
      </Card>
    </div>
  );
}
