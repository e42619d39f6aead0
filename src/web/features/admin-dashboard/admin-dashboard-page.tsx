import { useQueryClient } from '@tanstack/react-query';
import { LogOutIcon, RefreshCwIcon } from 'lucide-react';
import { ContentLoader } from '#web/components/content-loader.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { AdminPage } from '#web/features/admin/admin-page.tsx';
import { useLogout } from '#web/features/auth/hooks/use-logout.ts';
import { cn } from '#web/lib/cn.ts';
import { adminStatsQueryKey, useAdminStats } from './api/get-admin-stats.ts';
import { AnalyticsTab } from './components/analytics-tab.tsx';
import { OverviewTab } from './components/overview-tab.tsx';

/** /olorioko001 (and its reports and settings): Overview and Analytics of the whole app. */
export function AdminDashboardPage() {
  const stats = useAdminStats();
  const queryClient = useQueryClient();
  const { logout, pending: loggingOut } = useLogout();
  const refreshing = stats.isFetching;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminStatsQueryKey });

  const actions = (
    <>
      <Button variant="outline" onClick={refresh} disabled={refreshing}>
        <RefreshCwIcon className={cn(refreshing && 'animate-spin')} aria-hidden="true" />
        Refresh
      </Button>
      <Button variant="outline" onClick={logout} disabled={loggingOut}>
        <LogOutIcon aria-hidden="true" />
        Logout
      </Button>
    </>
  );

  return (
    <AdminPage title="Admin Dashboard" description="Owo at a glance" actions={actions}>
      {stats.isError ? (
        <LoadError text="Failed to load dashboard stats" onRetry={() => void stats.refetch()} />
      ) : stats.isPending ? (
        <ContentLoader text="Loading dashboard..." />
      ) : (
        <Tabs defaultValue="overview" className="grid grid-cols-1 gap-6">
          <TabsList className="w-full sm:w-fit">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="analytics">Analytics</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <OverviewTab stats={stats.data} />
          </TabsContent>
          <TabsContent value="analytics">
            <AnalyticsTab stats={stats.data} />
          </TabsContent>
        </Tabs>
      )}
    </AdminPage>
  );
}
