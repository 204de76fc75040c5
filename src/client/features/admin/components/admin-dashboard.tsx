import { lazy, type ReactNode, Suspense } from 'react';
import { Spinner } from '#client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { AdminHeader } from '#client/features/admin/components/admin-header';
import { UsersTab } from '#client/features/admin/components/users-tab';

// Loaded when first opened, not with the Users tab the dashboard opens on: the admin screen stays
// within its budget (bench/size-budgets.json, decision 006).
const UsageTab = lazy(() =>
  import('#client/features/admin/components/usage-tab').then((module) => ({ default: module.UsageTab })),
);
const ConnectionsTab = lazy(() =>
  import('#client/features/admin/components/connections-tab').then((module) => ({ default: module.ConnectionsTab })),
);
const SettingsTab = lazy(() =>
  import('#client/features/admin/components/settings-tab').then((module) => ({ default: module.SettingsTab })),
);
const LogsTab = lazy(() =>
  import('#client/features/admin/components/logs-tab').then((module) => ({ default: module.LogsTab })),
);

function LazyTab({ label, children }: { label: string; children: ReactNode }) {
  return <Suspense fallback={<Spinner className="mx-auto my-10" label={label} />}>{children}</Suspense>;
}

interface AdminDashboardProps {
  /** The signed-in admin, whose own row cannot be deleted or demoted. */
  currentUserId: number | undefined;
  onBack(): void;
}

/** The admin dashboard (docs/behaviour.md, Admin dashboard): Users, Settings, API Usage, Connections and System Logs. */
export function AdminDashboard({ currentUserId, onBack }: AdminDashboardProps) {
  return (
    <div className="min-h-dvh bg-muted/30">
      <AdminHeader onBack={onBack} />
      <main className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-8">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
          <p className="text-sm text-muted-foreground">Manage your application</p>
        </div>
        <Tabs defaultValue="users" className="grid grid-cols-1 gap-4">
          <TabsList className="grid h-auto w-full grid-cols-2 sm:flex sm:h-9 sm:w-fit">
            <TabsTrigger value="users">Users</TabsTrigger>
            <TabsTrigger value="settings">Settings</TabsTrigger>
            <TabsTrigger value="usage">API Usage</TabsTrigger>
            <TabsTrigger value="connections">Connections</TabsTrigger>
            <TabsTrigger value="logs">System Logs</TabsTrigger>
          </TabsList>
          <TabsContent value="users" className="min-w-0">
            <UsersTab currentUserId={currentUserId} />
          </TabsContent>
          <TabsContent value="settings" className="min-w-0">
            <LazyTab label="Loading settings">
              <SettingsTab />
            </LazyTab>
          </TabsContent>
          <TabsContent value="usage" className="min-w-0">
            <LazyTab label="Loading usage">
              <UsageTab />
            </LazyTab>
          </TabsContent>
          <TabsContent value="connections" className="min-w-0">
            <LazyTab label="Loading connections">
              <ConnectionsTab />
            </LazyTab>
          </TabsContent>
          <TabsContent value="logs" className="min-w-0">
            <LazyTab label="Loading logs">
              <LogsTab />
            </LazyTab>
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
