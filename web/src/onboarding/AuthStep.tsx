import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { initGoogle, sendMagicLink } from '../lib/api';
import { errorMessage, failureMessage, HttpError } from '../lib/http';
import { useIsMobile } from '../layout/useIsMobile';
import { useGoogleAuth } from '../site';
import { conflictFrom, LeagueClaimed, type Conflict } from './LeagueClaimed';
import { OnboardingFrame } from './OnboardingFrame';
import { PROGRESS } from './steps';
import { loadOnboarding, saveOnboarding } from './storage';

export const UNEXPECTED = 'Something unexpected happened.';
export const REQUEST_FAILED = 'Something went wrong. Please try again.';
export const WAITLISTED = 'This email is on our waitlist. Please contact support for access.';

/**
 * The message for a magic-link request that did not end in sent or waitlisted: the server's own
 * words when it gave any (400 naming the field, 'League information not found…', 429, 502), an
 * answer that is not one the spec knows is 'Something unexpected happened.', and a request that
 * got no answer 'Something went wrong. Please try again.'.
 */
export function magicLinkError(err: unknown): string {
  if (err instanceof HttpError && err.status < 300) return errorMessage(err.body, UNEXPECTED);
  return failureMessage(err, REQUEST_FAILED);
}

export function AuthStep() {
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const googleAuth = useGoogleAuth();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [params] = useSearchParams();
  // The magic link itself can find the league taken meanwhile: the server sends us back here.
  const [conflict, setConflict] = useState<Conflict | null>(() =>
    params.get('error') === 'league_claimed' ? { error: 'League Already Claimed', message: 'This league is already connected to another account.' } : null,
  );

  useEffect(() => {
    saveOnboarding({ step: 'auth' });
  }, []);

  if (conflict) return <LeagueClaimed conflict={conflict} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const answer = await sendMagicLink(email.trim(), { onboardingData: loadOnboarding() });
      if (answer.waitlisted) navigate('/no-access', { state: { message: WAITLISTED } });
      else if (answer.sent) navigate('/check-your-email?onboarding=true');
      else setError(errorMessage(answer, UNEXPECTED));
    } catch (err) {
      const claimed = err instanceof HttpError ? conflictFrom(err.status, err.body) : null;
      if (claimed) setConflict(claimed);
      else setError(magicLinkError(err));
    } finally {
      setSending(false);
    }
  };

  const google = async () => {
    try {
      await initGoogle(loadOnboarding());
    } catch (err) {
      // A league someone else holds: the same screen as the e-mail path, not a sign-in without it.
      const claimed = err instanceof HttpError ? conflictFrom(err.status, err.body) : null;
      if (claimed) return setConflict(claimed);
      // The spec: any other failed init still goes on to Google sign-in.
      console.warn('Google init failed', err);
    }
    window.location.assign('/auth/google');
  };

  return (
    <OnboardingFrame
      title="Sign Up"
      progress={mobile ? PROGRESS.authMobile : PROGRESS.authDesktop}
      subtitle="Create your account to get your league's weekly recap."
    >
      {googleAuth ? (
        <>
          <button type="button" className="button button-google button-block" onClick={() => void google()}>
            Sign up with Google
          </button>
          <div className="divider">
            <span>OR</span>
          </div>
        </>
      ) : null}
      <form onSubmit={(e) => void submit(e)}>
        <label htmlFor="signup-email" className="field-label">
          Email
        </label>
        <input id="signup-email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button-primary button-block" disabled={sending}>
          {sending ? 'Sending...' : 'Sign up with email'}
        </button>
      </form>
      <p className="fine-print">
        By signing up you agree to our <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </OnboardingFrame>
  );
}
