// The Stripe stand-in's events and webhooks: events in Stripe's shape, signed like Stripe's and
// sent one at a time, in the order they were made, like a single Stripe endpoint.
import Stripe from 'stripe';
import { type EventType, type StandInEvent, newId } from './objects';

export type Delivery = {
  event: StandInEvent;
  payload: string;
  signature: string;
  status: number | null;
  error?: string;
};

export type Webhooks = {
  /** An event of `object` as it is now (a copy), with what changed when given. */
  makeEvent(type: EventType, object: StandInEvent['data']['object'], previous?: Record<string, unknown>): StandInEvent;
  /** Queues the events for delivery; resolves once they are delivered. */
  send(events: StandInEvent[]): Promise<void>;
  /** Waits until every webhook queued so far (and while waiting) has been delivered. */
  settled(): Promise<void>;
  deliveries: Delivery[];
  setUrl(url: string): void;
  /** Resolves when the queue is empty, whatever happened to the deliveries. */
  drain(): Promise<void>;
};

export function createWebhooks(options: { url?: string; secret: string; nowS: () => number; log: (message: string) => void }): Webhooks {
  const { nowS, log } = options;
  let webhookUrl = options.url;
  const deliveries: Delivery[] = [];
  let queue: Promise<void> = Promise.resolve();
  const makeEvent = (type: EventType, object: StandInEvent['data']['object'], previous?: Record<string, unknown>): StandInEvent => ({
    id: newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: nowS(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
  });
  const deliver = async (event: StandInEvent): Promise<void> => {
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret,
      // Signatures carry the real delivery time: receivers check it against their own clock.
      timestamp: Math.floor(Date.now() / 1000),
    });
    const delivery: Delivery = { event, payload, signature, status: null };
    deliveries.push(delivery);
    if (!webhookUrl) {
      delivery.error = 'no webhook URL set';
      return;
    }
    // A few quick retries on server errors, as Stripe retries (over days) until a 2xx.
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        const res = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
          body: payload,
        });
        delivery.status = res.status;
        await res.arrayBuffer();
        if (res.status < 500) break;
      } catch (err) {
        delivery.error = err instanceof Error ? err.message : String(err);
      }
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
    log(`stripe stand-in: ${event.type} ${event.id} → ${delivery.status ?? delivery.error}`);
  };
  const send = (events: StandInEvent[]): Promise<void> => {
    queue = queue.then(async () => {
      for (const e of events) await deliver(e);
    });
    return queue;
  };
  return {
    makeEvent,
    send,
    settled: async () => {
      // Deliveries queued while waiting are awaited too.
      let current: Promise<void>;
      do {
        current = queue;
        await current;
      } while (current !== queue);
    },
    deliveries,
    setUrl: (url) => {
      webhookUrl = url;
    },
    drain: () => queue.catch(() => {}),
  };
}
