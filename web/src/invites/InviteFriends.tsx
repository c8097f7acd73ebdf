// "Invite a friend": a member e-mails a single-use invite link to a friend's address and sees
// each invite's state (sent, used, canceled, expired). Shown on Settings and in a dialog on the
// dashboard. The server keeps the limits and says why in its messages, which are shown as-is.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { cancelInvite, getInvites, sendInvite } from '../lib/api';
import { formatLongDate } from '../lib/format';
import { HttpError } from '../lib/http';
import type { InvitesAnswer, MemberInvite } from '../lib/schemas';
import { useSite } from '../site';

export const INVITES_FAILED = 'Failed to load your invites. Please try again.';
const SOMETHING_WRONG = 'Something went wrong. Please try again.';

const STATE_LABEL: Record<MemberInvite['state'], string> = { sent: 'Sent', used: 'Used', canceled: 'Canceled', expired: 'Expired' };

function detail(invite: MemberInvite): string {
  const on = (iso: string | null | undefined) => formatLongDate(iso) ?? '';
  switch (invite.state) {
    case 'sent':
      return `Sent ${on(invite.sent_at ?? invite.created_at)} · works until ${on(invite.expires_at)}`;
    case 'used':
      return `Joined ${on(invite.used_at)}`;
    case 'canceled':
      return `Canceled ${on(invite.canceled_at)}`;
    case 'expired':
      return `Expired ${on(invite.expires_at)}`;
  }
}

const messageOf = (err: unknown) => (err instanceof HttpError && err.status !== 200 ? err.message : SOMETHING_WRONG);

export function InviteFriends({ autoFocus = false }: { autoFocus?: boolean }) {
  const { openSignup, status } = useSite();
  // Say what is true on this server (OPEN_SIGNUP), and nothing until the server has said it.
  const access =
    status === 'pending'
      ? ''
      : openSignup
        ? 'Anyone can sign up for Recap League; an invite takes your friend straight to it. '
        : 'Recap League is invite-only during the beta. ';
  const [data, setData] = useState<InvitesAnswer | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const load = async () => {
    setLoadFailed(false);
    try {
      setData(await getInvites());
    } catch (err) {
      console.error(INVITES_FAILED, err);
      setLoadFailed(true);
    }
  };
  useEffect(() => {
    void load();
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  const full = !!data && data.open >= data.limit;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    setNotice(null);
    if (!address) {
      setError("Enter your friend's e-mail address.");
      return;
    }
    setBusy('send');
    setError(null);
    try {
      setData(await sendInvite(address));
      setEmail('');
      setNotice(`Invite sent to ${address}. The link works once, for that address.`);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(null);
    }
  };

  const cancel = async (invite: MemberInvite) => {
    setBusy(invite.code);
    setError(null);
    setNotice(null);
    try {
      setData(await cancelInvite(invite.code));
      setNotice(`Invite to ${invite.email} canceled: its link no longer works.`);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(null);
    }
  };

  const copy = async (invite: MemberInvite) => {
    if (!invite.link) return;
    try {
      await navigator.clipboard.writeText(invite.link);
      setNotice(`Link for ${invite.email} copied.`);
    } catch {
      setNotice(`Link for ${invite.email}: ${invite.link}`);
    }
  };

  return (
    <div className="invite-friends">
      <p className="muted">
        {access}We e-mail your friend a link that works once, for that address
        {data ? `; you can have up to ${data.limit} open invites at a time` : ''}.
      </p>
      <form className="invite-form" onSubmit={(e) => void submit(e)} noValidate>
        <label className="field-label" htmlFor="invite-email">
          Friend's email
        </label>
        <div className="invite-form-row">
          <input
            ref={input}
            id="invite-email"
            type="email"
            autoComplete="off"
            placeholder="friend@example.com"
            value={email}
            maxLength={254}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
            }}
          />
          <button type="submit" className="button button-primary" disabled={busy !== null || full}>
            {busy === 'send' ? 'Sending...' : 'Send invite'}
          </button>
        </div>
        {data && full ? <p className="muted small">You have {data.limit} open invites. Cancel one, or wait until a friend joins.</p> : null}
      </form>
      {error ? (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      ) : null}
      {notice ? (
        <div className="alert alert-info" role="status">
          {notice}
        </div>
      ) : null}

      <div className="invite-list-head">
        <h3>Your invites</h3>
        {data ? (
          <span className="muted small">
            {data.open} of {data.limit} open
          </span>
        ) : null}
      </div>
      {loadFailed ? (
        <div className="alert alert-danger" role="alert">
          <p>{INVITES_FAILED}</p>
          <button type="button" className="button button-ghost button-small" onClick={() => void load()}>
            Try Again
          </button>
        </div>
      ) : !data ? (
        <p className="muted">Loading invites...</p>
      ) : data.invites.length === 0 ? (
        <p className="muted">No invites yet.</p>
      ) : (
        <ul className="invite-list" aria-label="Your invites">
          {data.invites.map((invite) => (
            <li key={invite.code} className="invite-item">
              <div className="invite-who">
                <span className="invite-email">{invite.email}</span>
                <span className="muted small">{detail(invite)}</span>
              </div>
              <span className={`badge invite-state invite-state-${invite.state}`}>{STATE_LABEL[invite.state]}</span>
              {invite.state === 'sent' ? (
                <div className="invite-actions">
                  <button type="button" className="link-button small" onClick={() => void copy(invite)} aria-label={`Copy the invite link for ${invite.email}`}>
                    Copy link
                  </button>
                  <button
                    type="button"
                    className="link-button small"
                    disabled={busy !== null}
                    onClick={() => void cancel(invite)}
                    aria-label={`Cancel the invite to ${invite.email}`}
                  >
                    {busy === invite.code ? 'Canceling...' : 'Cancel'}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
