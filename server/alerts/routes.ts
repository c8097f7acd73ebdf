// POST /api/slack/alert: the page reports a critical problem (e.g. no current week) to Slack.
import express from 'express';
import { rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import type { AppContext } from '../app';
import { parse } from '../http/validate';
import { sendSlackAlert } from './slack';

const AlertBody = z.object({
  message: z.string({ error: 'message is required' }).trim().min(1, 'message cannot be empty').max(2000, 'message can be at most 2,000 characters'),
  channel: z
    .string()
    .trim()
    .regex(/^#?[a-z0-9_-]{1,80}$/, 'channel must be a Slack channel name like alerts')
    .optional(),
});

export function alertsRouter(ctx: AppContext): express.Router {
  const r = express.Router();
  // Anyone (even signed out) can hit this from the page: cap it so it cannot flood the channel.
  const limiter = rateLimit({
    windowMs: 60 * 1000,
    limit: 10,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { success: false, error: 'Too many alerts. Please wait a minute.' },
  });
  r.post('/api/slack/alert', limiter, async (req, res) => {
    const body = parse(AlertBody, req.body);
    const who = req.session.userId === null ? 'signed-out visitor' : `user ${req.session.userId}`;
    const delivered = await sendSlackAlert(
      ctx.config,
      { message: `${body.message} (from the website, ${who})`, channel: body.channel?.replace(/^#/, '') ?? 'alerts' },
      (l) => ctx.log.warn(l),
    );
    res.json({ success: true, delivered });
  });
  return r;
}
