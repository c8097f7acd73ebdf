import { Link, useSearchParams } from 'react-router-dom';

export const CANCELED = "Order canceled - continue to use the product and try again when you're ready.";

export function SubscriptionConfirmation() {
  const [params] = useSearchParams();
  const success = params.get('success') === 'true' && !!params.get('session_id');
  const canceled = params.get('canceled') === 'true';
  return (
    <section className="page-narrow card center">
      {success ? (
        <>
          <h1>THANKS FOR SUBSCRIBING!</h1>
          <p>Your first recap is on its way. It should be ready in about 10-15 minutes.</p>
          <Link to="/dashboard?success=true" className="button button-primary">Done</Link>
        </>
      ) : canceled ? (
        <>
          <h1>Checkout canceled</h1>
          <p>{CANCELED}</p>
          <Link to="/dashboard" className="button button-primary">Done</Link>
        </>
      ) : (
        <>
          <h1>Subscription</h1>
          <p>Nothing to confirm here.</p>
          <Link to="/dashboard" className="button button-primary">Done</Link>
        </>
      )}
    </section>
  );
}
