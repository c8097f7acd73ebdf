// An invite from a current member: remember the code and start onboarding with it.
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';

export const INVITE_KEY = 'inviteCode';

export function InviteSignup() {
  const { inviteCode = '' } = useParams();
  useEffect(() => {
    if (inviteCode) sessionStorage.setItem(INVITE_KEY, inviteCode);
  }, [inviteCode]);
  return (
    <section className="page-narrow card center">
      <h1>You're invited!</h1>
      <p>A friend invited you to get weekly AI recap videos of your fantasy football league.</p>
      <p className="muted">Invite code: <code>{inviteCode}</code></p>
      <Link to="/onboarding/platform" className="button button-primary">Get Started</Link>
    </section>
  );
}
