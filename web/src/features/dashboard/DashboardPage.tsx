import { WelcomeBanner } from './WelcomeBanner';

export function DashboardPage() {
  return (
    <div className="space-y-6">
      <WelcomeBanner />
    </div>
  );
}
