// /invite-signup/{code}: an invite from a current member. Redeeming it admits this account (signed
// in) or the next sign-up from this browser (signed out), then onboarding starts. An invite that
// cannot be used says why: already applied to this account, meant for another address, or gone.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { checkInvite, redeemInvite } from '../lib/api';
import { HttpError } from '../lib/http';
import type { InviteOpening } from '../../../src/vocabulary';
import { Loading } from '../layout/Loading';

export const INVITE_YOURS = "You're in: this invite was applied to your account.";
export const INVITE_OTHER_ADDRESS = 'This invite is for another address.';

export function InviteSignup() {
  const { inviteCode = '' } = useParams();
  const navigate = useNavigate();
  const { refresh, user } = useAuth();
  const [state, setState] = useState<InviteOpening | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Asked again when the session changes: what the invite means depends on who opens it.
  const userId = user?.id ?? null;
  useEffect(() => {
    checkInvite(inviteCode)
      .then((a) => setState(a.state ?? (a.valid ? 'open' : 'invalid')))
      .catch(() => setState('invalid'));
  }, [inviteCode, userId]);

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

  if (state === null) return <Loading label="Checking your invite..." />;
  if (state === 'yours') {
    return (
      <section className="page-narrow card center">
        <h1>You're in</h1>
        <p role="status">{INVITE_YOURS}</p>
        <p>There is nothing more to do with this link.</p>
        <Link to="/dashboard" className="button button-primary">
          Continue
        </Link>
      </section>
    );
  }
  if (state === 'other_address') {
    return (
      <section className="page-narrow card center">
        <h1>This invite is for someone else</h1>
        <div className="alert alert-warning" role="alert">
          {INVITE_OTHER_ADDRESS} It was sent to a different e-mail than the one you are signed in with{user?.email ? ` (${user.email})` : ''}.
        </div>
        <p>If it was meant for you under another address, sign out and open the link again. Otherwise, it is your friend's to use.</p>
        <div className="actions">
          <Link to="/logout" className="button button-ghost">
            Sign out
          </Link>
          <Link to="/dashboard" className="button button-primary">
            Go to your dashboard
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="page-narrow card center">
      {state === 'open' ? (
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
          <p>
            {state === 'used' ? 'This invite has already been used.' : 'This invite has expired, was canceled, or does not exist.'} Ask your friend for a new
            invite.
          </p>
          <a href="/" className="button button-ghost">
            Back to home
          </a>
        </>
      )}
    </section>
  );
}
