import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { createCheckoutSession, getUserLeagues } from '../lib/api';
import { HttpError } from '../lib/http';
import type { UserLeague } from '../lib/schemas';
import { Loading } from '../layout/Loading';
import { useSite } from '../site';
import { OnboardingFrame } from './OnboardingFrame';
import { formatUsd, monthlyTotal, PLAN } from './plan';
import { PROGRESS } from './steps';
import { wait } from '../lib/useLeague';

export const ACCOUNT_SETUP_MS = 800;
export const NO_CHECKOUT_URL = 'No checkout URL received';

export function PlanStep() {
  const { user } = useAuth();
  const { supportEmail, discordUrl } = useSite();
  const [leagues, setLeagues] = useState<UserLeague[] | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [failed, setFailed] = useState(false);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    Promise.all([wait(ACCOUNT_SETUP_MS), getUserLeagues()])
      .then(([, answer]) => {
        if (cancelled) return;
        setLeagues(answer.leagues);
        // Leagues already paid for are covered; the choice is among the others.
        setSelected(new Set(answer.leagues.filter((l) => l.paid !== true).map((l) => l.platform_league_id)));
      })
      .catch((err: unknown) => {
        console.error('Failed to load league data', err);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  if (user && !user.permission) return <Navigate to="/onboarding/platform" replace />;

  if (failed) {
    return (
      <OnboardingFrame title="Something went wrong" progress={PROGRESS.plan}>
        <p role="alert">
          Failed to load league data. Please contact support at <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or reach out to us in{' '}
          <a href={discordUrl} target="_blank" rel="noreferrer">
            Discord
          </a>
          .
        </p>
      </OnboardingFrame>
    );
  }
  if (!leagues) {
    return (
      <OnboardingFrame title="Choose Your Plan" progress={PROGRESS.plan}>
        <Loading label="Setting up your account..." />
      </OnboardingFrame>
    );
  }

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const pay = async () => {
    setPaying(true);
    setPayError(null);
    try {
      // With a subscription already, the leagues are added to it and the answer is the confirmation page.
      const answer = await createCheckoutSession([...selected]);
      if (!answer.url) throw new Error(NO_CHECKOUT_URL);
      window.location.assign(answer.url);
    } catch (err) {
      setPayError(err instanceof HttpError ? `Checkout failed (HTTP ${err.status}): ${err.message}` : err instanceof Error ? err.message : String(err));
      setPaying(false);
    }
  };

  const total = monthlyTotal(selected.size);
  return (
    <OnboardingFrame title="Choose Your Plan" progress={PROGRESS.plan}>
      <fieldset className="league-picks">
        <legend className="field-label">Your leagues</legend>
        {leagues.map((league) => (
          <label key={league.platform_league_id} className={selected.has(league.platform_league_id) ? 'option option-selected' : 'option'}>
            <input
              type="checkbox"
              checked={league.paid === true || selected.has(league.platform_league_id)}
              disabled={league.paid === true}
              onChange={() => toggle(league.platform_league_id)}
            />
            <span className="option-name">{league.name}</span>
            {league.paid === true ? (
              <span className="muted">Included in your subscription</span>
            ) : league.team_name ? (
              <span className="muted">{league.team_name}</span>
            ) : null}
          </label>
        ))}
      </fieldset>
      <div className="price-card">
        <h2>{PLAN.title}</h2>
        <p className="muted">{PLAN.description}</p>
        <p className="price">
          <span className="price-amount">{formatUsd(total)}</span>
          <span className="muted">/month</span>
        </p>
        <p className="muted small">
          {formatUsd(PLAN.monthlyPrice)} per league per month × {selected.size} {selected.size === 1 ? 'league' : 'leagues'}
        </p>
        <ul className="checklist">
          {PLAN.featureList.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </div>
      {payError ? (
        <div className="alert alert-danger" role="alert">
          {payError}
        </div>
      ) : null}
      <button type="button" className="button button-primary button-block" disabled={paying || selected.size === 0} onClick={() => void pay()}>
        {paying ? 'Redirecting...' : 'Pay Now'}
      </button>
      <p className="fine-print">
        Questions?{' '}
        <a href={discordUrl} target="_blank" rel="noreferrer">
          Ask us in our Discord
        </a>
        .
      </p>
    </OnboardingFrame>
  );
}
