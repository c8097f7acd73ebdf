// Routes of spec section 2 and the shell around them (headers, footer, scroll, session refresh).
import { useEffect, useRef, type ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useAuth } from './auth/AuthProvider';
import { Guarded } from './auth/Guarded';
import { Dashboard } from './dashboard/Dashboard';
import { LeagueContextPage } from './editor/LeagueContextPage';
import { WeeklyContextPage } from './editor/WeeklyContextPage';
import { Landing } from './landing/Landing';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { focusMainHeading } from './layout/routeFocus';
import { AuthStep } from './onboarding/AuthStep';
import { LeagueContextStep } from './onboarding/LeagueContextStep';
import { LeaguesStep } from './onboarding/LeaguesStep';
import { PlanStep } from './onboarding/PlanStep';
import { PlatformStep } from './onboarding/PlatformStep';
import { RoastLevelStep } from './onboarding/RoastLevelStep';
import { UsernameStep } from './onboarding/UsernameStep';
import { WeeklyContextStep } from './onboarding/WeeklyContextStep';
import { CheckYourEmail, LoginFailure, NoAccess, Waitlist } from './pages/AuthPages';
import { Contact } from './pages/Contact';
import { InviteSignup } from './pages/InviteSignup';
import { Login } from './pages/Login';
import { Logout } from './pages/Logout';
import { NotFound } from './pages/NotFound';
import { Privacy, Terms } from './pages/Legal';
import { Resources } from './pages/Resources';
import { SelectAccount } from './pages/SelectAccount';
import { Settings } from './pages/Settings';
import { SubscriptionConfirmation } from './pages/SubscriptionConfirmation';

const SIMPLE_BACKGROUND = [
  '/login',
  '/onboarding/platform',
  '/onboarding/username',
  '/onboarding/leagues',
  '/onboarding/auth',
  '/onboarding/plan',
  '/check-your-email',
  '/waitlist',
  '/waitlist-no-access',
  '/no-access',
  '/select-account',
  '/subscription-confirmation',
  '/invite',
  '/invite-signup',
  '/league-context',
  '/weekly-context',
];

export function hasSimpleBackground(pathname: string): boolean {
  return SIMPLE_BACKGROUND.some((root) => pathname === root || pathname.startsWith(`${root}/`));
}

/**
 * On every route change: smooth scroll to the top, focus on the new page's main heading (announced
 * by screen readers), and a session refresh for signed-in users.
 */
function useRouteChangeEffects() {
  const { pathname } = useLocation();
  const { user, refresh } = useAuth();
  const first = useRef(true);
  const signedIn = !!user;
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    const stopFocus = main ? focusMainHeading(main) : undefined;
    if (signedIn) void refresh();
    return stopFocus;
    // Only the path change matters here: a refreshed user must not trigger another refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

const onboarding = (page: ReactElement) => <Guarded kind="onboarding">{page}</Guarded>;
const access = (page: ReactElement) => <Guarded kind="access">{page}</Guarded>;

export function App() {
  const { refresh } = useAuth();
  const { pathname } = useLocation();
  useEffect(() => {
    void refresh();
  }, [refresh]);
  useRouteChangeEffects();
  return (
    <div className={hasSimpleBackground(pathname) ? 'app app-simple' : 'app'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<Landing />} />
          <Route path="/login" element={<Login />} />
          <Route path="/login-failure" element={<LoginFailure />} />
          <Route path="/logout" element={<Logout />} />
          <Route path="/check-your-email" element={<CheckYourEmail />} />
          <Route path="/waitlist" element={<Waitlist />} />
          <Route path="/waitlist-no-access" element={<Waitlist />} />
          <Route path="/no-access" element={<NoAccess />} />
          <Route path="/onboarding/platform" element={onboarding(<PlatformStep />)} />
          <Route path="/onboarding/username" element={onboarding(<UsernameStep />)} />
          <Route path="/onboarding/leagues" element={onboarding(<LeaguesStep />)} />
          <Route path="/onboarding/auth" element={onboarding(<AuthStep />)} />
          <Route path="/onboarding/roast-level" element={onboarding(<RoastLevelStep />)} />
          <Route path="/onboarding/league-context" element={onboarding(<LeagueContextStep />)} />
          <Route path="/onboarding/weekly-context" element={onboarding(<WeeklyContextStep />)} />
          <Route path="/onboarding/plan" element={onboarding(<PlanStep />)} />
          <Route path="/select-account" element={<SelectAccount />} />
          <Route path="/subscription-confirmation" element={<SubscriptionConfirmation />} />
          <Route path="/dashboard" element={<Guarded kind="dashboard">{access(<Dashboard />)}</Guarded>} />
          <Route path="/dashboard/:page" element={<Guarded kind="dashboard">{access(<Dashboard />)}</Guarded>} />
          <Route path="/league-context" element={access(<LeagueContextPage />)} />
          <Route path="/weekly-context" element={access(<WeeklyContextPage />)} />
          <Route path="/resources" element={<Resources />} />
          <Route path="/settings" element={access(<Settings />)} />
          <Route path="/contact" element={access(<Contact />)} />
          <Route path="/privacy" element={<Privacy />} />
          <Route path="/terms" element={<Terms />} />
          <Route path="/invite-signup/:inviteCode" element={<InviteSignup />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </main>
      <Footer />
    </div>
  );
}
