import { lazy, Suspense, useState } from 'react';
import type { Account } from '@linksight/api-contract';

const ProfileDashboardPage = lazy(() =>
  import('../../../features/profile-dashboard/components/profile-dashboard-page').then((m) => ({
    default: m.ProfileDashboardPage,
  })),
);
/** The builder loads when View Resume is first pressed. */
const ResumeBuilderOverlay = lazy(() =>
  import('../../../features/resume/components/resume-builder-overlay').then((m) => ({
    default: m.ResumeBuilderOverlay,
  })),
);

/**
 * The profile's resume page (spec 1 §2.3, §2.8): the public profile dashboard, whose View Resume opens the
 * resume overlay (spec 1 §4.5) over it. Composed here because one feature never imports another.
 */
export function ProfileResumeRoute({ account, baseUrl }: { account: Account; baseUrl: string }) {
  const [isResumeOpen, setResumeOpen] = useState(false);
  return (
    <Suspense fallback={null}>
      <ProfileDashboardPage
        account={account}
        baseUrl={baseUrl}
        showResumeButton
        onViewResume={() => setResumeOpen(true)}
      />
      {isResumeOpen && (
        <Suspense fallback={null}>
          <ResumeBuilderOverlay player={account} isOpen onClose={() => setResumeOpen(false)} />
        </Suspense>
      )}
    </Suspense>
  );
}
