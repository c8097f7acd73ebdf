import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { sendMagicLink } from '../lib/api';
import { Loading } from '../layout/Loading';
import { errorMessage } from '../lib/http';
import { magicLinkError, UNEXPECTED } from '../onboarding/AuthStep';
import { useGoogleAuth } from '../site';

export function Login() {
  const { user, hydrated } = useAuth();
  const googleAuth = useGoogleAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!hydrated) return <Loading label="Loading..." />;
  if (user) return <Navigate to="/dashboard" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const answer = await sendMagicLink(email.trim());
      if (answer.waitlisted) navigate('/no-access');
      else if (answer.sent) navigate('/check-your-email');
      else setError(errorMessage(answer, UNEXPECTED));
    } catch (err) {
      setError(magicLinkError(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="page-narrow card">
      <h1>Login</h1>
      {googleAuth ? (
        <>
          <a href="/auth/google" className="button button-google button-block">
            Login with Google
          </a>
          <div className="divider">
            <span>OR</span>
          </div>
        </>
      ) : null}
      <form onSubmit={(e) => void submit(e)}>
        <label htmlFor="login-email" className="field-label">
          Email
        </label>
        <input id="login-email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button-primary button-block" disabled={sending}>
          {sending ? 'Sending...' : 'Login with email'}
        </button>
      </form>
      <p className="fine-print">
        By continuing you agree to our <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>.
      </p>
      <p>
        Don't have an account? <Link to="/onboarding/platform">Get started</Link>
      </p>
    </section>
  );
}
