// The Stripe stand-in's subscriptions API: subscriptions (list, retrieve, update, cancel), their
// items' quantities and the pending prorations (invoice items).
import type { Router } from 'express';
import type { StripeCore } from './core';
import { type StandInEvent, list } from './objects';
import { InvoiceItemList, StripeApiError, SubscriptionItemUpdate, SubscriptionList, SubscriptionUpdate, handle, mergeMetadata, param, parse } from './requests';
import { mustGet } from './state';

export function subscriptionsApi(api: Router, core: StripeCore): void {
  const { state } = core;
  const { changeQuantity, setCancelAtPeriodEnd, cancelNow } = core.cycle;
  const { makeEvent, send } = core.webhooks;
  api.get(
    '/subscriptions',
    handle((req) => {
      const p = parse(SubscriptionList, req.query);
      const subs = [...state.subscriptions.values()].filter(
        (s) => (!p.customer || s.customer === p.customer) && (p.status ? p.status === 'all' || s.status === p.status : s.status !== 'canceled'),
      );
      return list(subs, '/v1/subscriptions');
    }),
  );
  api.get(
    '/subscriptions/:id',
    handle((req) => mustGet(state.subscriptions, param(req, 'id'), 'subscription')),
  );
  api.post(
    '/subscriptions/:id',
    handle((req) => {
      const sub = mustGet(state.subscriptions, param(req, 'id'), 'subscription');
      const p = parse(SubscriptionUpdate, req.body);
      if (sub.status === 'canceled') throw new StripeApiError(400, 'A canceled subscription can only update its metadata.');
      const previous = { items: structuredClone(sub.items), metadata: { ...sub.metadata } };
      if (p.metadata) sub.metadata = mergeMetadata(sub.metadata, p.metadata);
      const events: StandInEvent[] = [];
      for (const change of p.items ?? []) {
        if (!change.id || change.price || change.deleted || change.quantity === undefined) {
          throw new StripeApiError(400, 'The stand-in changes the quantity of an existing item only (items[][id] and items[][quantity]).', 'items');
        }
        events.push(...changeQuantity(sub, change.id, change.quantity, p.proration_behavior));
      }
      const changed =
        events.length > 0 || JSON.stringify(previous.items) !== JSON.stringify(sub.items) || JSON.stringify(previous.metadata) !== JSON.stringify(sub.metadata);
      if (changed) events.unshift(makeEvent('customer.subscription.updated', sub, previous));
      const cancel = p.cancel_at_period_end === undefined ? null : setCancelAtPeriodEnd(sub, p.cancel_at_period_end);
      if (cancel) events.push(cancel);
      if (events.length) void send(events);
      return sub;
    }),
  );
  api.post(
    '/subscription_items/:id',
    handle((req) => {
      const id = param(req, 'id');
      const sub = [...state.subscriptions.values()].find((s) => s.items.data.some((i) => i.id === id));
      if (!sub) throw new StripeApiError(404, `No such subscription_item: '${id}'`, 'id');
      if (sub.status === 'canceled') throw new StripeApiError(400, 'The subscription of this item is canceled.');
      const p = parse(SubscriptionItemUpdate, req.body);
      const item = sub.items.data.find((i) => i.id === id)!;
      const previous = { items: structuredClone(sub.items) };
      if (p.metadata) item.metadata = mergeMetadata(item.metadata, p.metadata);
      const events = p.quantity === undefined ? [] : changeQuantity(sub, id, p.quantity, p.proration_behavior);
      if (JSON.stringify(previous.items) !== JSON.stringify(sub.items)) events.unshift(makeEvent('customer.subscription.updated', sub, previous));
      if (events.length) void send(events);
      return item;
    }),
  );
  api.get(
    '/invoiceitems',
    handle((req) => {
      const p = parse(InvoiceItemList, req.query);
      const items = [...state.invoiceItems.values()].filter(
        (ii) => (!p.customer || ii.customer === p.customer) && (p.pending === undefined || (ii.invoice === null) === p.pending),
      );
      return list(items, '/v1/invoiceitems');
    }),
  );
  api.delete(
    '/subscriptions/:id',
    handle((req) => {
      const sub = mustGet(state.subscriptions, param(req, 'id'), 'subscription');
      if (sub.status === 'canceled') throw new StripeApiError(400, 'This subscription is already canceled.');
      void send([cancelNow(sub)]);
      return sub;
    }),
  );
}
