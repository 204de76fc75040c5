import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '#client/components/ui/table';
import { useAdminConnections } from '#client/features/admin/api/get-admin-connections';
import { ConnectionRow } from '#client/features/admin/components/connection-row';
import { errorText, FALLBACK_TEXTS } from '#client/lib/error-text';

/** The server's connections (docs/configuration.md, Connections): what each offers and whether it answers. */
export function ConnectionsTab() {
  const connections = useAdminConnections();
  return (
    <Card className="gap-4 py-4 sm:py-6">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>Connections</CardTitle>
        <CardDescription>
          The AI endpoints this server asks: the built-in ones and those of CONNECTIONS_FILE. Keys and addresses stay on
          the server.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {connections.isPending ? (
          <Spinner className="mx-auto my-10" label="Loading connections" />
        ) : connections.isError ? (
          <p role="alert" className="py-6 text-center text-sm text-destructive">
            Error loading connections: {errorText(connections.error, 'server-or-error', FALLBACK_TEXTS.tryAgain)}
          </p>
        ) : (
          <Table aria-label="Connections">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Connection</TableHead>
                <TableHead>Kind</TableHead>
                <TableHead className="text-right">Models</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Test</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {connections.data.connections.map((connection) => (
                <ConnectionRow key={connection.id} connection={connection} />
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
