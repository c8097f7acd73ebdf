// Critical alerts, one per cause per window: a failure that many requests hit (Sleeper down while
// visitors load pages) sends one Slack message, and the next one after the window says how many
// times it happened meanwhile. Kept in memory: one process serves the API.
import type { Config } from '../config';
import { sendSlackAlert } from './slack';

export const ALERT_WINDOW_MS = 10 * 60 * 1000;

export type AlertResult = {
  /** Slack accepted it (false when suppressed, unconfigured or refused). */
  delivered: boolean;
  /** A message for this cause went out less than a window ago: this one was counted, not sent. */
  suppressed: boolean;
};

/** Sends `message` unless `cause` was alerted less than a window ago. */
export type Alerter = (cause: string, message: string, channel?: string) => Promise<AlertResult>;

export function createAlerter(opts: {
  config: Pick<Config, 'SLACK_WEBHOOK_URL'>;
  log: (line: string) => void;
  now: () => Date;
  windowMs?: number;
  channel?: string;
}): Alerter {
  const windowMs = opts.windowMs ?? ALERT_WINDOW_MS;
  const causes = new Map<string, { sentAt: number; repeats: number }>();
  return async (cause, message, channel = opts.channel ?? 'alerts') => {
    const now = opts.now().getTime();
    for (const [key, c] of causes) if (now - c.sentAt >= windowMs && c.repeats === 0) causes.delete(key);
    const seen = causes.get(cause);
    if (seen && now - seen.sentAt < windowMs) {
      seen.repeats++;
      return { delivered: false, suppressed: true };
    }
    const minutes = Math.round(windowMs / 60_000);
    const text = seen?.repeats ? `${message} (${seen.repeats} more time${seen.repeats === 1 ? '' : 's'} in the ${minutes} minutes before)` : message;
    causes.set(cause, { sentAt: now, repeats: 0 });
    const delivered = await sendSlackAlert(opts.config, { message: text, channel }, opts.log);
    return { delivered, suppressed: false };
  };
}
