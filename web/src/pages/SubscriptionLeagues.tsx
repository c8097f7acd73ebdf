// Settings → LEAGUES: which leagues the member's one subscription covers. Adding a league raises
// its quantity, removing one lowers it (Stripe prorates both); without a subscription, adding
// starts a checkout.
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { hasActiveSubscription } from '../auth/guards';
import { createCheckoutSession, getUserLeagues, removeSubscriptionLeague } from '../lib/api';
import { failureMessage } from '../lib/http';
import type { UserLeague } from '../lib/schemas';
import { formatUsd, PLAN } from '../onboarding/plan';

export const LEAGUES_FAILED = 'Failed to load your leagues. Please try again.';
export const CHANGE_FAILED = 'Your subscription could not be changed. Please try again.';

export function SubscriptionLeagues() {
  const { user, refresh } = useAuth();
  const subscribed = hasActiveSubscription(user?.permission, Date.now());
  const [leagues, setLeagues] = useState<UserLeague[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'info' | 'danger'; text: string } | null>(null);

  const load = useCallback(async () => {
    try {
      setLeagues((await getUserLeagues()).leagues);
    } catch (err) {
      setNotice({ kind: 'danger', text: failureMessage(err, LEAGUES_FAILED) });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  if (!leagues || leagues.length === 0) {
    return notice ? (
      <div className={`alert alert-${notice.kind}`} role="alert">
        {notice.text}
      </div>
    ) : null;
  }
  const paidCount = leagues.filter((l) => l.paid === true).length;

  const add = async (league: UserLeague) => {
    setBusy(league.platform_league_id);
    setNotice(null);
    try {
      const answer = await createCheckoutSession([league.platform_league_id]);
      if (!answer.updated && answer.url) {
        window.location.assign(answer.url);
        return;
      }
      await Promise.all([load(), refresh()]);
      setNotice({
        kind: 'info',
        text: `${league.name} added: your subscription now covers ${answer.quantity ?? paidCount + 1} leagues. Its first recap is on its way.`,
      });
    } catch (err) {
      setNotice({ kind: 'danger', text: failureMessage(err, CHANGE_FAILED) });
    }
    setBusy(null);
  };

  const remove = async (league: UserLeague) => {
    const sure = window.confirm(
      `Remove ${league.name} from your subscription? Its weekly recap stops now, and the unused time is credited on your next invoice.`,
    );
    if (!sure) return;
    setBusy(league.platform_league_id);
    setNotice(null);
    try {
      const answer = await removeSubscriptionLeague(league.platform_league_id);
      await Promise.all([load(), refresh()]);
      setNotice({
        kind: 'info',
        text: `${league.name} removed: your subscription now covers ${answer.quantity} ${answer.quantity === 1 ? 'league' : 'leagues'}.`,
      });
    } catch (err) {
      setNotice({ kind: 'danger', text: failureMessage(err, CHANGE_FAILED) });
    }
    setBusy(null);
  };

  return (
    <div className="card settings-section">
      <h2>LEAGUES</h2>
      <dl className="rows">
        {leagues.map((league) => (
          <div className="row" key={league.platform_league_id}>
            <dt>{league.name}</dt>
            <dd>
              {league.paid === true ? 'Included' : 'Not included'}{' '}
              {league.paid === true ? (
                subscribed && paidCount > 1 ? (
                  <button type="button" className="button button-ghost button-small" disabled={busy !== null} onClick={() => void remove(league)}>
                    Remove
                  </button>
                ) : null
              ) : (
                <button type="button" className="button button-primary button-small" disabled={busy !== null} onClick={() => void add(league)}>
                  {subscribed ? `Add (${formatUsd(PLAN.monthlyPrice)}/month)` : 'Subscribe'}
                </button>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {subscribed ? (
        <p className="muted small">One subscription covers all your leagues at {formatUsd(PLAN.monthlyPrice)} per league per month; changes are prorated.</p>
      ) : null}
      {notice ? (
        <div className={`alert alert-${notice.kind}`} role={notice.kind === 'danger' ? 'alert' : 'status'}>
          {notice.text}
        </div>
      ) : null}
    </div>
  );
}
