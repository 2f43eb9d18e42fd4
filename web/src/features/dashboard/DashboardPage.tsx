import { useEffect } from 'react';
import { can } from '@domain/policy';
import { useSession } from '@web/lib/session';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDashboardSummary } from './api/get-summary';
import { ApprovalPanel } from './components/ApprovalPanel';
import { ProfileCompletionCard } from './components/ProfileCompletionCard';
import { RecentActivityCard } from './components/RecentActivityCard';
import { RequestedDocumentsCard } from './components/RequestedDocumentsCard';
import { StatCards } from './components/StatCards';
import { TeamPanel } from './components/TeamPanel';
import { WelcomeBanner } from './WelcomeBanner';

export function DashboardPage() {
  const { role } = useSession();
  const summary = useDashboardSummary();
  // Dashboard loading errors are logged only (spec part 1, section 8).
  useEffect(() => {
    if (summary.error) console.error(summary.error);
  }, [summary.error]);

  return (
    <div className="space-y-6">
      <WelcomeBanner />
      {/* Placeholders keep their final size while the data loads, so nothing moves when it arrives. */}
      {role === 'user' && summary.isPending && <Skeleton className="h-52 rounded-xl sm:h-40" />}
      {summary.data?.profileCompletion && <ProfileCompletionCard completion={summary.data.profileCompletion} />}
      {role === 'user' && <RequestedDocumentsCard />}
      <StatCards role={role} summary={summary.data} loading={summary.isPending} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {can(role, 'approve:client') && <ApprovalPanel />}
          <RecentActivityCard ownOnly={role === 'user'} />
        </div>
        <div className="min-w-0">
          <TeamPanel />
        </div>
      </div>
    </div>
  );
}
