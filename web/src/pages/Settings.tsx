import { useAuth } from '../auth/AuthProvider';
import { capitalise, formatLongDate } from '../lib/format';
import { CsrfField } from './CsrfField';
import { NameEditor } from './NameEditor';
import { SubscriptionLeagues } from './SubscriptionLeagues';
import { InviteFriends } from '../invites/InviteFriends';
import { GroupChatCard } from '../chats/GroupChatCard';
import { useLeague } from '../lib/useLeague';

export const NO_SUBSCRIPTION = 'No subscription information available';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function Settings() {
  const { user } = useAuth();
  const permission = user?.permission;
  const renewal = formatLongDate(permission?.subscription_current_period_end);
  const customerId = permission?.stripe_customer_id ?? user?.stripe_customer_id ?? null;
  const league = useLeague();
  return (
    <section className="page-narrow">
      <h1>Settings</h1>
      <div className="card settings-section">
        <h2>USER</h2>
        <dl className="rows">
          <NameEditor />
          <Row label="Email" value={user?.email ?? '—'} />
        </dl>
      </div>
      <div className="card settings-section">
        <h2>SUBSCRIPTION</h2>
        {renewal ? (
          <dl className="rows">
            <Row label="Tier" value={capitalise(permission?.tier ?? 'standard')} />
            <Row label="Length" value={capitalise(permission?.interval ?? 'month')} />
            <Row label="Renewal Date" value={renewal} />
          </dl>
        ) : (
          <p className="muted">{NO_SUBSCRIPTION}</p>
        )}
      </div>
      <SubscriptionLeagues />
      <GroupChatCard leagueId={league.leagueId} />
      {customerId ? (
        <div className="card settings-section">
          <h2>PAYMENT</h2>
          <form method="post" action="/api/post/stripe/create-portal-session">
            <CsrfField />
            <input type="hidden" name="customer_id" value={customerId} />
            <button type="submit" className="button button-primary">
              Manage Billing
            </button>
          </form>
          <p className="muted small">You must use the Stripe portal to cancel your subscription.</p>
        </div>
      ) : null}
      <div className="card settings-section" id="invite">
        <h2>INVITE A FRIEND</h2>
        <InviteFriends />
      </div>
    </section>
  );
}
