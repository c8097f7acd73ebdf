// Settings → LEAGUES: which leagues the member's one subscription covers, and the other leagues of
// their Sleeper account. Adding a league raises the subscription's quantity (Stripe prorates);
// removing one lowers it; without a subscription, adding starts a checkout. A league of the Sleeper
// account not connected yet is claimed first (POST /api/post/add-league), then added the same way.
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { hasActiveSubscription } from '../auth/guards';
import { addAccountLeague, createCheckoutSession, getAccountLeagues, getUserLeagues, removeSubscriptionLeague } from '../lib/api';
import { failureMessage } from '../lib/http';
import type { AccountLeague, UserLeague } from '../lib/schemas';
import { formatUsd, PLAN } from '../onboarding/plan';

export const LEAGUES_FAILED = 'Failed to load your leagues. Please try again.';
export const CHANGE_FAILED = 'Your subscription could not be changed. Please try again.';
export const ACCOUNT_LEAGUES_FAILED = 'The other leagues of your Sleeper account could not be loaded. Please try again later.';

type Notice = { kind: 'info' | 'danger'; text: string };

export function SubscriptionLeagues() {
  const { user, refresh } = useAuth();
  const subscribed = hasActiveSubscription(user?.permission, Date.now());
  const [leagues, setLeagues] = useState<UserLeague[] | null>(null);
  const [account, setAccount] = useState<{ username: string | null; leagues: AccountLeague[] } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const load = useCallback(async () => {
    try {
      setLeagues((await getUserLeagues()).leagues);
    } catch (err) {
      setNotice({ kind: 'danger', text: failureMessage(err, LEAGUES_FAILED) });
      return;
    }
    try {
      const answer = await getAccountLeagues();
      setAccount({ username: answer.username ?? null, leagues: answer.leagues });
    } catch (err) {
      setNotice({ kind: 'danger', text: failureMessage(err, ACCOUNT_LEAGUES_FAILED) });
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
  const others = account?.leagues.filter((l) => l.state !== 'yours') ?? [];

  /** Pays for a connected league: into the subscription at once, or through a checkout. */
  const pay = async (league: { platform_league_id: string; name: string }) => {
    const answer = await createCheckoutSession([league.platform_league_id]);
    if (!answer.updated && answer.url) {
      window.location.assign(answer.url);
      return false;
    }
    await Promise.all([load(), refresh()]);
    const quantity = answer.quantity ?? paidCount + 1;
    setNotice({
      kind: 'info',
      text: `${league.name} added: your subscription now covers ${quantity} leagues (${formatUsd(PLAN.monthlyPrice * quantity)}/month). Its first recap is on its way.`,
    });
    return true;
  };

  const act = async (id: string, work: () => Promise<boolean | void>) => {
    setBusy(id);
    setNotice(null);
    try {
      // false: the browser is on its way to the checkout; keep the buttons disabled.
      if ((await work()) === false) return;
    } catch (err) {
      setNotice({ kind: 'danger', text: failureMessage(err, CHANGE_FAILED) });
      await load();
    }
    setBusy(null);
  };

  const add = (league: UserLeague) => act(league.platform_league_id, () => pay(league));

  const connectAndAdd = (league: AccountLeague) =>
    act(league.platform_league_id, async () => {
      await addAccountLeague(league.platform_league_id);
      return pay(league);
    });

  const remove = async (league: UserLeague) => {
    const sure = window.confirm(
      `Remove ${league.name} from your subscription? Its weekly recap stops now, and the unused time is credited on your next invoice.`,
    );
    if (!sure) return;
    await act(league.platform_league_id, async () => {
      const answer = await removeSubscriptionLeague(league.platform_league_id);
      await Promise.all([load(), refresh()]);
      setNotice({
        kind: 'info',
        text: `${league.name} removed: your subscription now covers ${answer.quantity} ${answer.quantity === 1 ? 'league' : 'leagues'}.`,
      });
    });
  };

  const addLabel = subscribed ? `Add (${formatUsd(PLAN.monthlyPrice)}/month)` : 'Subscribe';
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
                  {addLabel}
                </button>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {subscribed ? (
        <p className="muted small">
          Your subscription covers {paidCount} {paidCount === 1 ? 'league' : 'leagues'}: {formatUsd(PLAN.monthlyPrice * paidCount)}/month at{' '}
          {formatUsd(PLAN.monthlyPrice)} per league; changes are prorated.
          {paidCount === 1 ? ' Your only league cannot be removed here: cancel the subscription in Manage Billing.' : ''}
        </p>
      ) : null}
      {others.length > 0 ? (
        <>
          <h3 className="settings-subheading">More leagues in your Sleeper account{account?.username ? ` (${account.username})` : ''}</h3>
          <dl className="rows">
            {others.map((league) => (
              <div className="row" key={league.platform_league_id}>
                <dt>{league.name}</dt>
                <dd>
                  {league.state === 'claimed' ? (
                    <span className="muted">Connected to another account</span>
                  ) : (
                    <button
                      type="button"
                      className="button button-primary button-small"
                      aria-label={`${addLabel}: ${league.name}`}
                      disabled={busy !== null}
                      onClick={() => void connectAndAdd(league)}
                    >
                      {addLabel}
                    </button>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {notice ? (
        <div className={`alert alert-${notice.kind}`} role={notice.kind === 'danger' ? 'alert' : 'status'}>
          {notice.text}
        </div>
      ) : null}
    </div>
  );
}
