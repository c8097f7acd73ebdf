// /invite-signup/{code}: an invite from a current member. Redeeming it admits this account (signed
// in) or the next sign-up from this browser (signed out), then onboarding starts.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { checkInvite, redeemInvite } from '../lib/api';
import { HttpError } from '../lib/http';
import { Loading } from '../layout/Loading';

export function InviteSignup() {
  const { inviteCode = '' } = useParams();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [valid, setValid] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    checkInvite(inviteCode)
      .then((a) => setValid(a.valid))
      .catch(() => setValid(false));
  }, [inviteCode]);

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await redeemInvite(inviteCode);
      await refresh();
      navigate(answer.next ?? '/onboarding/platform');
    } catch (err) {
      setError(err instanceof HttpError ? err.message : 'Something went wrong. Please try again.');
      setBusy(false);
    }
  };

  if (valid === null) return <Loading label="Checking your invite..." />;
  return (
    <section className="page-narrow card center">
      {valid ? (
        <>
          <h1>You're invited!</h1>
          <p>A friend invited you to get weekly AI recap videos of your fantasy football league.</p>
          <p>Sign up with the e-mail address this invite was sent to: the invite works once, for that address.</p>
          <p className="muted">
            Invite code: <code>{inviteCode}</code>
          </p>
          {error ? (
            <div className="alert alert-danger" role="alert">
              {error}
            </div>
          ) : null}
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void accept()}>
            {busy ? 'Please wait' : 'Accept invite and get started'}
          </button>
        </>
      ) : (
        <>
          <h1>Invite not valid</h1>
          <p>This invite has already been used, has expired or was canceled, or does not exist. Ask your friend for a new invite.</p>
          <a href="/" className="button button-ghost">
            Back to home
          </a>
        </>
      )}
    </section>
  );
}
