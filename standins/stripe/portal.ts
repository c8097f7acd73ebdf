// The Stripe stand-in's customer portal: the portal sessions API and the hosted portal page
// (cancel at period end, as the Terms say, or at once).
import type { Express, Router } from 'express';
import { PLAN } from '../../server/billing/plan';
import type { StripeCore } from './core';
import { type PortalSession, newId } from './objects';
import { portalPage } from './pages';
import { PortalAction, PortalCreate, handle, param, parse, sendPage } from './requests';
import { mustGet } from './state';

export function portalApi(api: Router, core: StripeCore): void {
  const { state, nowS } = core;
  api.post(
    '/billing_portal/sessions',
    handle((req) => {
      const p = parse(PortalCreate, req.body);
      mustGet(state.customers, p.customer, 'customer');
      const id = newId('bps');
      const portal: PortalSession = {
        id,
        object: 'billing_portal.session',
        created: nowS(),
        customer: p.customer,
        livemode: false,
        return_url: p.return_url ?? null,
        url: `${core.baseUrl()}/portal/${id}`,
      };
      state.portalSessions.set(id, portal);
      return portal;
    }),
  );
}

export function portalPages(app: Express, core: StripeCore): void {
  const { state, planPrice } = core;
  const { cancelNow, setCancelAtPeriodEnd } = core.cycle;
  const { send } = core.webhooks;
  const portalView = (portal: PortalSession, notice?: string) =>
    portalPage({
      portalId: portal.id,
      email: state.customers.get(portal.customer)?.email ?? null,
      returnUrl: portal.return_url,
      subscriptions: [...state.subscriptions.values()].filter((s) => s.customer === portal.customer),
      unitAmount: planPrice.unit_amount ?? PLAN.unitAmountCents,
      notice,
    });
  app.get('/portal/:id', (req, res) => {
    const portal = state.portalSessions.get(param(req, 'id'));
    if (!portal) return sendPage(res, '<h1>Portal session not found</h1>', 404);
    sendPage(res, portalView(portal));
  });
  app.post('/portal/:id/:action', async (req, res) => {
    const portal = state.portalSessions.get(param(req, 'id'));
    const action = param(req, 'action');
    const body = PortalAction.safeParse(req.body);
    const sub = body.success ? state.subscriptions.get(body.data.subscription) : undefined;
    if (!portal || !sub || sub.customer !== portal.customer || !['cancel', 'cancel-now'].includes(action)) {
      return sendPage(res, '<h1>Not found</h1>', 404);
    }
    if (sub.status !== 'canceled') {
      const event = action === 'cancel' ? setCancelAtPeriodEnd(sub, true) : cancelNow(sub);
      if (event) await send([event]);
    }
    sendPage(res, portalView(portal, action === 'cancel' ? 'Your subscription will end with the current period.' : 'Your subscription is cancelled.'));
  });
}
