// The stand-in's two browser pages: hosted checkout and customer portal. Plain HTML forms, so a
// person or a browser test can pay and cancel without any script.
import { type CheckoutSession, type Subscription, formatUsd } from './objects';
import { escapeHtml } from '../../server/http/html';

/** An empty icon: the browser asks no /favicon.ico (a 404 in the console on every page). */
function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>
body{font-family:system-ui,sans-serif;background:#f6f9fc;color:#1a1f36;margin:0;display:flex;justify-content:center}
main{background:#fff;max-width:440px;width:100%;margin:32px 16px;padding:28px;border-radius:12px;box-shadow:0 2px 12px #0002}
h1{font-size:1.4rem;margin:0 0 4px}.note{color:#697386;font-size:.85rem;margin:0 0 20px}
.row{display:flex;justify-content:space-between;margin:8px 0}.total{font-weight:700;border-top:1px solid #e3e8ee;padding-top:10px}
label{display:block;margin:14px 0 4px;font-size:.9rem}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #cfd7df;border-radius:6px;font-size:1rem}
button{margin-top:18px;width:100%;padding:12px;border:0;border-radius:6px;background:#635bff;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button.secondary{background:#fff;color:#c0123c;border:1px solid #c0123c}.error{color:#c0123c}
a{color:#635bff}section{border:1px solid #e3e8ee;border-radius:8px;padding:12px 14px;margin:12px 0}
</style></head><body><main>${body}</main></body></html>`;
}

const TEST_MODE = '<p class="note">Test mode: local Stripe stand-in. No real card is charged.</p>';

export function checkoutPage(opts: {
  session: CheckoutSession;
  productName: string;
  quantity: number;
  unitAmount: number;
  email: string | null;
  error?: string;
}): string {
  const { session, quantity, unitAmount } = opts;
  const leagues = `${quantity} ${quantity === 1 ? 'league' : 'leagues'}`;
  const total = formatUsd(unitAmount * quantity);
  const summary = `<section aria-label="Order summary">
<div class="row"><span>${escapeHtml(opts.productName)}</span></div>
<div class="row"><span data-testid="quantity">${leagues} × ${formatUsd(unitAmount)} / month</span><span>${total}</span></div>
<div class="row total"><span>Total due today</span><span data-testid="total">${total}</span></div>
</section>`;
  if (session.status === 'complete') {
    return layout(
      'Already paid',
      `<h1>Already paid</h1>${TEST_MODE}${summary}
<p>This checkout is complete.</p><p><a href="${escapeHtml(session.success_url ?? '/')}">Continue</a></p>`,
    );
  }
  if (session.status === 'expired') {
    return layout(
      'Checkout expired',
      `<h1>This checkout has expired</h1>${TEST_MODE}
<p><a href="${escapeHtml(session.cancel_url ?? '/')}">Return to Recap League</a></p>`,
    );
  }
  const error = opts.error ? `<p class="error" role="alert">${escapeHtml(opts.error)}</p>` : '';
  return layout(
    'Checkout',
    `<h1>Subscribe to Recap League</h1>${TEST_MODE}${summary}${error}
<form method="post" action="/pay/${escapeHtml(session.id)}">
<label for="email">Email</label><input id="email" name="email" type="email" value="${escapeHtml(opts.email ?? '')}" autocomplete="email">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" value="4242 4242 4242 4242" autocomplete="cc-number">
<button type="submit">Pay</button>
</form>
<p><a href="${escapeHtml(session.cancel_url ?? '/')}">Cancel and return to Recap League</a></p>`,
  );
}

export function portalPage(opts: {
  portalId: string;
  email: string | null;
  returnUrl: string | null;
  subscriptions: Subscription[];
  unitAmount: number;
  notice?: string;
}): string {
  const date = (s: number | null) =>
    s === null ? '' : new Date(s * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const subs = opts.subscriptions.map((s) => {
    const item = s.items.data[0];
    const quantity = item?.quantity ?? 1;
    const end = item?.current_period_end ?? null;
    const state = s.status === 'canceled' ? `Cancelled on ${date(s.ended_at)}` : s.cancel_at_period_end ? `Cancels on ${date(end)}` : `Renews on ${date(end)}`;
    const actions =
      s.status === 'canceled'
        ? ''
        : `${
            s.cancel_at_period_end
              ? ''
              : `<form method="post" action="/portal/${escapeHtml(opts.portalId)}/cancel">
<input type="hidden" name="subscription" value="${escapeHtml(s.id)}"><button type="submit">Cancel subscription</button></form>`
          }
<form method="post" action="/portal/${escapeHtml(opts.portalId)}/cancel-now">
<input type="hidden" name="subscription" value="${escapeHtml(s.id)}"><button type="submit" class="secondary">Cancel immediately</button></form>`;
    return `<section aria-label="Subscription ${escapeHtml(s.id)}">
<div class="row"><strong>Weekly Fantasy League Recaps</strong><span>${formatUsd(opts.unitAmount * quantity)} / month</span></div>
<div class="row"><span>${quantity} ${quantity === 1 ? 'league' : 'leagues'}</span><span data-testid="status">${state}</span></div>
${actions}</section>`;
  });
  const notice = opts.notice ? `<p role="status">${escapeHtml(opts.notice)}</p>` : '';
  return layout(
    'Billing',
    `<h1>Manage billing</h1>${TEST_MODE}<p>${escapeHtml(opts.email ?? '')}</p>${notice}
${subs.join('\n') || '<p>No subscriptions.</p>'}
<p><a href="${escapeHtml(opts.returnUrl ?? '/')}">Return to Recap League</a></p>`,
  );
}
