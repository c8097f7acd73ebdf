// Small pages around signing in: waitlist, no access, check your email, login failure.
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useSite } from '../site';

export function Waitlist() {
  return (
    <section className="page-narrow card">
      <h1>You're on the list</h1>
      <p>Thanks for signing up for our waitlist. We're letting new leagues in every week and will e-mail you as soon as a spot opens up.</p>
      <Link to="/" className="button button-primary">
        Back to home
      </Link>
    </section>
  );
}

export function NoAccess() {
  const location = useLocation();
  const { discordUrl } = useSite();
  const state = location.state as { message?: unknown } | null;
  const message = typeof state?.message === 'string' ? state.message : null;
  return (
    <section className="page-narrow card">
      <h1>No access yet</h1>
      {message ? (
        <div className="alert alert-warning" role="alert">
          {message}
        </div>
      ) : null}
      <p>This e-mail address doesn't have access yet. We're in beta: joining needs an invite from a current member or a 1:1 onboarding with the founder.</p>
      <p>Thanks for signing up for our waitlist. We'll reach out as soon as a spot opens up.</p>
      <p>
        Want in sooner?{' '}
        <a href={discordUrl} target="_blank" rel="noreferrer">
          Say hi in our Discord
        </a>
        .
      </p>
      <Link to="/login" className="button button-primary">
        Back to login
      </Link>
    </section>
  );
}

export function CheckYourEmail() {
  const [params] = useSearchParams();
  const onboarding = params.get('onboarding') === 'true';
  return (
    <section className="page-narrow card">
      <h1>Check Your Email</h1>
      <ol className="steps-list">
        <li>
          <strong>Check your e-mail</strong> for a message from us.
        </li>
        <li>
          <strong>Click the magic link</strong> inside it.
        </li>
        <li>
          <strong>Press Sign in</strong> on the page it opens: one press signs you in.
        </li>
      </ol>
      <p className="muted">
        Didn't get it? Check your spam folder or <Link to={onboarding ? '/onboarding/leagues' : '/login'}>try again</Link>.
      </p>
    </section>
  );
}

export function LoginFailure() {
  return (
    <section className="page-narrow card">
      <h1>We couldn't log you in</h1>
      <p>The magic link may have expired or already been used, or there is no account for that e-mail address.</p>
      <div className="actions">
        <Link to="/login" className="button button-primary">
          Back to login
        </Link>
        <Link to="/onboarding/platform" className="button button-ghost">
          Get started
        </Link>
      </div>
    </section>
  );
}
