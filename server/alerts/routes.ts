// POST /api/slack/alert: the page reports a critical problem (e.g. no current week) to Slack.
// Signed-in users only; the text goes to Slack as plain text (sendSlackAlert escapes & < >).
import express from 'express';
import { rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { requireUser, requireUserId } from '../http/session';
import { parse, typeError } from '../http/validate';

const AlertBody = z.object({
  message: z
    .string({ error: typeError('message is required', 'message must be text') })
    .trim()
    .min(1, 'message cannot be empty')
    .max(2000, 'message can be at most 2,000 characters'),
  channel: z
    .string()
    .trim()
    .regex(/^#?[a-z0-9_-]{1,80}$/, 'channel must be a Slack channel name like alerts')
    .optional(),
});

export function alertsRouter(ctx: AppContext): express.Router {
  const r = express.Router();
  // Signed-in pages only (checked before the limit, so strangers cannot use it up); capped so it
  // cannot flood the channel.
  const limiter = rateLimit({
    windowMs: 60 * 1000,
    limit: 10,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { success: false, error: 'Too many alerts. Please wait a minute.' },
  });
  r.post('/api/slack/alert', requireUser, limiter, async (req, res) => {
    const userId = requireUserId(req);
    const body = parse(AlertBody, req.body);
    const who = `user ${userId}`;
    const channel = body.channel?.replace(/^#/, '') ?? 'alerts';
    // The same problem seen by many members' pages is one alert per 10 minutes, with a count.
    const sent = await ctx.alert(`website:${channel}:${body.message}`, `${body.message} (from the website, ${who})`, channel);
    res.json({ success: true, delivered: sent.delivered });
  });
  return r;
}
