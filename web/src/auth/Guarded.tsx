// Wraps a page with the guards of spec sections 4 and 6.
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getInviteCode, logoutWaitlist } from '../lib/api';
import { Loading } from '../layout/Loading';
import { useIsMobile } from '../layout/useIsMobile';
import { loadOnboarding } from '../onboarding/storage';
import { useAuth } from './AuthProvider';
import { accessDecision, dashboardDecision, onboardingDecision, type Decision } from './guards';

type Kind = 'access' | 'dashboard' | 'onboarding';

/** Waitlists the account and ends its session (a POST), then shows the no-access page. */
function leaveForWaitlist() {
  void logoutWaitlist()
    .catch((err: unknown) => console.error('Logout failed', err))
    .finally(() => window.location.assign('/waitlist-no-access'));
}

function InviteFlow() {
  const { user } = useAuth();
  const [to, setTo] = useState<string | null>(null);
  useEffect(() => {
    if (!user) return;
    let cancelled = false;
    getInviteCode(user.id)
      .then((answer) => {
        if (cancelled) return;
        if (answer.invite_code) setTo(`/invite-signup/${encodeURIComponent(answer.invite_code)}`);
        else leaveForWaitlist();
      })
      .catch(() => {
        if (!cancelled) leaveForWaitlist();
      });
    return () => {
      cancelled = true;
    };
  }, [user]);
  return to ? <Navigate to={to} replace /> : <Loading label="Please wait" />;
}

export function Guarded({ kind, children }: { kind: Kind; children: ReactNode }) {
  const { user, hydrated } = useAuth();
  const { pathname } = useLocation();
  const mobile = useIsMobile();
  if (!hydrated) return <Loading label="Loading..." />;
  const now = Date.now();
  const decision: Decision =
    kind === 'dashboard'
      ? dashboardDecision(user, hydrated, now)
      : kind === 'onboarding'
        ? onboardingDecision(pathname, user, now, mobile, user ? {} : loadOnboarding())
        : accessDecision(pathname, user, now);
  if (decision.kind === 'loading') return <Loading label="Loading..." />;
  if (decision.kind === 'invite') return <InviteFlow />;
  if (decision.kind === 'redirect' && decision.to !== pathname) return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
