import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { confirmCheckoutSession } from '../lib/api';

export const CANCELED = "Order canceled - continue to use the product and try again when you're ready.";
export const ON_ITS_WAY = "Your first recap is on its way. The dashboard shows how long it should take, and we'll e-mail you when it's ready.";
export const CONFIRMING = 'Confirming your payment...';
export const PENDING = 'Your payment is still being confirmed. Your first recap starts as soon as it is.';
export const UPDATED =
  "Your subscription now covers your new league, and its first recap is on its way. You'll see the prorated difference on your next invoice.";

type Confirmation = 'checking' | 'paid' | 'pending';

/**
 * Stripe sends the member here with `session_id`. The page asks the server to read that Checkout
 * Session and apply it (the same path as Stripe's webhook), so the first recap starts now even
 * if the webhook is late or Done is never pressed.
 */
function useConfirmation(sessionId: string | null): Confirmation {
  const { refresh } = useAuth();
  const [state, setState] = useState<Confirmation>('checking');
  useEffect(() => {
    if (!sessionId) return;
    let cancelled = false;
    confirmCheckoutSession(sessionId)
      .then(async (answer) => {
        if (cancelled) return;
        setState(answer.paid ? 'paid' : 'pending');
        if (answer.paid) await refresh();
      })
      .catch((err: unknown) => {
        // Stripe's webhook still applies the payment; nothing for the member to do.
        console.error('Could not confirm the checkout', err);
        if (!cancelled) setState('pending');
      });
    return () => {
      cancelled = true;
    };
  }, [sessionId, refresh]);
  return state;
}

export function SubscriptionConfirmation() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const success = params.get('success') === 'true' && !!sessionId;
  const updated = params.get('updated') === 'true';
  const canceled = params.get('canceled') === 'true';
  const confirmation = useConfirmation(success ? sessionId : null);
  return (
    <section className="page-narrow card center">
      {success ? (
        <>
          <h1>THANKS FOR SUBSCRIBING!</h1>
          <p role="status">{confirmation === 'checking' ? CONFIRMING : confirmation === 'paid' ? ON_ITS_WAY : PENDING}</p>
          <Link to="/dashboard?success=true" className="button button-primary">
            Done
          </Link>
        </>
      ) : updated ? (
        <>
          <h1>SUBSCRIPTION UPDATED</h1>
          <p>{UPDATED}</p>
          <Link to="/dashboard?success=true" className="button button-primary">
            Done
          </Link>
        </>
      ) : canceled ? (
        <>
          <h1>Checkout canceled</h1>
          <p>{CANCELED}</p>
          <Link to="/dashboard" className="button button-primary">
            Done
          </Link>
        </>
      ) : (
        <>
          <h1>Subscription</h1>
          <p>Nothing to confirm here.</p>
          <Link to="/dashboard" className="button button-primary">
            Done
          </Link>
        </>
      )}
    </section>
  );
}
