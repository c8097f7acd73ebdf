// What the Stripe stand-in's API accepts: Stripe's error, the form-encoded bodies as zod schemas,
// and the small helpers every resource's routes share.
import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const Metadata = z.record(z.string(), z.string()).optional();
const FormBool = z.enum(['true', 'false']).transform((v) => v === 'true');
/** Form-encoded arrays come as arrays, or as objects keyed '0', '1', … past qs's array limit. */
const FormArray = <T extends z.ZodType>(item: T) => z.union([z.array(item), z.record(z.string(), item).transform((o) => Object.values(o))]);

export const CustomerCreate = z.object({
  email: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  metadata: Metadata,
});
export const PriceList = z.object({
  lookup_keys: FormArray(z.string()).optional(),
  active: FormBool.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export const SessionCreate = z.object({
  mode: z.literal('subscription', { error: 'The stand-in supports mode=subscription only.' }),
  customer: z.string().optional(),
  customer_email: z.string().optional(),
  client_reference_id: z.string().optional(),
  line_items: FormArray(z.object({ price: z.string(), quantity: z.coerce.number().int().min(1).max(10_000) })).pipe(
    z.array(z.object({ price: z.string(), quantity: z.number() })).min(1, 'line_items is required.'),
  ),
  success_url: z.string().url(),
  cancel_url: z.string().url().optional(),
  metadata: Metadata,
  subscription_data: z.object({ metadata: Metadata }).optional(),
});
export const PortalCreate = z.object({ customer: z.string(), return_url: z.string().url().optional() });
export const ProrationBehavior = z.enum(['create_prorations', 'none', 'always_invoice']);
export const SubscriptionUpdate = z.object({
  cancel_at_period_end: FormBool.optional(),
  metadata: Metadata,
  items: FormArray(
    z.object({
      id: z.string().optional(),
      price: z.string().optional(),
      quantity: z.coerce.number().int().min(0).max(10_000).optional(),
      deleted: FormBool.optional(),
    }),
  ).optional(),
  proration_behavior: ProrationBehavior.optional(),
});
export const SubscriptionItemUpdate = z.object({
  quantity: z.coerce.number().int().min(0).max(10_000).optional(),
  proration_behavior: ProrationBehavior.optional(),
  metadata: Metadata,
});
export const InvoiceItemList = z.object({ customer: z.string().optional(), pending: FormBool.optional() });
export const SubscriptionList = z.object({ customer: z.string().optional(), status: z.string().optional() });
export const PortalAction = z.object({ subscription: z.string() });

/** Parses a body or query, or throws Stripe's 400 naming the parameter. */
export const parse = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> => {
  const r = schema.safeParse(value ?? {});
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new StripeApiError(400, `Invalid request: ${issue.path.join('.')} ${issue.message}`, issue.path.join('.'));
  }
  return r.data;
};

/** Stripe's metadata update: keys merge, and a key set to '' is removed. */
export const mergeMetadata = (current: Record<string, string> | null, update: Record<string, string>) => {
  const merged: Record<string, string> = { ...(current ?? {}), ...update };
  for (const [k, v] of Object.entries(update)) if (v === '') delete merged[k];
  return merged;
};

type Handler = (req: Request, res: Response) => unknown | Promise<unknown>;
/** An API route: what the handler returns is the JSON answer; a throw goes to the error handler. */
export const handle = (fn: Handler) => async (req: Request, res: Response, next: NextFunction) => {
  try {
    const body = await fn(req, res);
    if (!res.headersSent) res.json(body);
  } catch (err) {
    next(err);
  }
};
export const param = (req: Request, name: string) => String(req.params[name]);

/** A hosted page (checkout, portal). */
export const sendPage = (res: Response, html: string, status = 200) => res.status(status).type('html').send(html);
