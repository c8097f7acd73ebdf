// The Stripe stand-in's API under /v1: Bearer secret key, form-encoded bodies, Stripe's error
// shape and idempotency keys; customers and prices here, the other resources in their own modules.
import express, { type Router } from 'express';
import { checkoutApi } from './checkout';
import type { StripeCore } from './core';
import { type Customer, list, newId } from './objects';
import { portalApi } from './portal';
import { CustomerCreate, PriceList, handle, param, parse } from './requests';
import { mustGet } from './state';
import { subscriptionsApi } from './subscriptions';

export type ReceivedRequest = { method: string; path: string; params: Record<string, unknown> };

/** The API router; every call is recorded in `requests`. */
export function apiRouter(core: StripeCore, requests: ReceivedRequest[]): Router {
  const { state, nowS } = core;
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const api = express.Router();
  api.use((req, res, next) => {
    const params = (req.method === 'GET' || req.method === 'DELETE' ? req.query : req.body) as Record<string, unknown>;
    requests.push({ method: req.method, path: req.path, params: structuredClone(params ?? {}) });
    const auth = req.get('authorization') ?? '';
    if (!/^Bearer sk_(test|live)_\S+$/.test(auth)) {
      res.status(401).json({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    const key = req.method === 'POST' ? req.get('idempotency-key') : undefined;
    const seen = key ? idempotent.get(key) : undefined;
    if (seen) {
      res.status(seen.status).json(seen.body);
      return;
    }
    if (key) {
      const json = res.json.bind(res);
      res.json = (body: unknown) => {
        idempotent.set(key, { status: res.statusCode, body });
        return json(body);
      };
    }
    next();
  });
  /** Stripe's metadata update: keys merge, and a key set to '' is removed. */

  api.post(
    '/customers',
    handle((req) => {
      const p = parse(CustomerCreate, req.body);
      const customer: Customer = {
        id: newId('cus'),
        object: 'customer',
        created: nowS(),
        email: p.email ?? null,
        name: p.name ?? null,
        description: p.description ?? null,
        metadata: p.metadata ?? {},
        livemode: false,
      };
      state.customers.set(customer.id, customer);
      return customer;
    }),
  );
  api.get(
    '/customers/:id',
    handle((req) => mustGet(state.customers, param(req, 'id'), 'customer')),
  );

  api.get(
    '/prices',
    handle((req) => {
      const p = parse(PriceList, req.query);
      const found = [...state.prices.values()].filter(
        (price) =>
          (!p.lookup_keys || (price.lookup_key !== null && p.lookup_keys.includes(price.lookup_key))) && (p.active === undefined || price.active === p.active),
      );
      return list(found.slice(0, p.limit ?? 10), '/v1/prices');
    }),
  );
  api.get(
    '/prices/:id',
    handle((req) => mustGet(state.prices, param(req, 'id'), 'price')),
  );

  checkoutApi(api, core);
  portalApi(api, core);
  subscriptionsApi(api, core);
  api.use((req, res) => {
    res.status(404).json({
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: /v1${req.path}).` },
    });
  });
  return api;
}
