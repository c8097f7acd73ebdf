// Critical alerts to a Slack incoming webhook; without one configured they are only logged.
import type { Config } from '../config';
import { errorText } from '../error-text';

export type SlackAlert = { message: string; channel?: string };

/**
 * Slack reads `&`, `<` and `>` as control sequences (`<!channel>` mentions everyone,
 * `<https://…|text>` is a disguised link): alerts are plain text, so they are escaped the way
 * Slack's docs say (https://api.slack.com/reference/surfaces/formatting#escaping).
 */
export function escapeSlackText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** True when Slack accepted the alert; false when not configured or it failed (never throws). */
export async function sendSlackAlert(
  config: Pick<Config, 'SLACK_WEBHOOK_URL'>,
  alert: SlackAlert,
  log: (line: string) => void = (l) => console.error(l),
): Promise<boolean> {
  const channel = alert.channel ?? 'alerts';
  if (!config.SLACK_WEBHOOK_URL) {
    log(`[slack:${channel}] ${alert.message} (SLACK_WEBHOOK_URL unset: logged only)`);
    return false;
  }
  try {
    const res = await fetch(config.SLACK_WEBHOOK_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: escapeSlackText(alert.message), channel: channel.startsWith('#') ? channel : `#${channel}` }),
      signal: AbortSignal.timeout(10_000),
    });
    await res.body?.cancel();
    if (!res.ok) log(`[slack:${channel}] webhook answered HTTP ${res.status}: ${alert.message}`);
    return res.ok;
  } catch (err) {
    log(`[slack:${channel}] webhook failed (${errorText(err)}): ${alert.message}`);
    return false;
  }
}
