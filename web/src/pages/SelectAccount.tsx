import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { selectAccountDecision } from '../auth/guards';
import { createCheckoutSession } from '../lib/api';
import { Loading } from '../layout/Loading';
import { formatUsd, PLAN } from '../onboarding/plan';

export function SelectAccount() {
  const { user, hydrated } = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const decision = selectAccountDecision(user, hydrated);
  // Signed out, the page would wait forever: go sign in.
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind !== 'allow' || !user) return <Loading label="Please wait" />;
  const choose = async () => {
    setBusy(true);
    try {
      const answer = await createCheckoutSession([]);
      if (!answer.url) throw new Error('No checkout URL received');
      window.location.assign(answer.url);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };
  return (
    <section className="page-narrow">
      <h1>Select Your Plan</h1>
      <div className="card price-card">
        <h2>{PLAN.title}</h2>
        <p className="price">
          <span className="price-amount">{formatUsd(PLAN.monthlyPrice)}</span>
          <span className="muted">/month per league</span>
        </p>
        <ul className="checklist">
          {PLAN.features.map((f) => (
            <li key={f.label}>
              <strong>{f.label}:</strong> {f.value}
            </li>
          ))}
        </ul>
        {error ? (
          <div className="alert alert-danger" role="alert">
            {error}
          </div>
        ) : null}
        <button type="button" className="button button-primary button-block" disabled={busy} onClick={() => void choose()}>
          Choose
        </button>
      </div>
    </section>
  );
}
