// "Group chat": where the league's recaps are posted when they are ready (Discord, Slack, GroupMe,
// Telegram). Add or remove a destination, send a test post, see each one's state: working, last
// posted, or broken with the chat's reason. On Settings and on the dashboard.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { formatLongDate } from '../lib/format';
import { failureMessage } from '../lib/http';
import { addChatDestination, getChatDestinations, removeChatDestination, testChatDestination, type ChatDestination, type ChatDestinationsAnswer } from './api';

type Kind = ChatDestination['kind'];
type Field = { name: string; label: string; placeholder: string; optional?: string };

const KINDS: Record<Kind, { name: string; help: string; fields: Field[] }> = {
  discord: {
    name: 'Discord',
    help: 'Server Settings → Integrations → Webhooks → New Webhook → Copy Webhook URL. Posts the video itself (up to 10 MB) with its thumbnail.',
    fields: [{ name: 'webhook_url', label: 'Webhook URL', placeholder: 'https://discord.com/api/webhooks/…' }],
  },
  slack: {
    name: 'Slack',
    help: 'Your Slack app → Incoming Webhooks → Add New Webhook to Workspace. Posts the message with the recap link.',
    fields: [{ name: 'webhook_url', label: 'Incoming webhook URL', placeholder: 'https://hooks.slack.com/services/…' }],
  },
  groupme: {
    name: 'GroupMe',
    help: 'dev.groupme.com → Bots → Create Bot in your league’s group. The access token (top right on dev.groupme.com) lets the post carry the thumbnail picture.',
    fields: [
      { name: 'bot_id', label: 'Bot ID', placeholder: 'a1b2c3…' },
      { name: 'access_token', label: 'Access token', placeholder: 'for the thumbnail picture', optional: 'optional' },
    ],
  },
  telegram: {
    name: 'Telegram',
    help: 'Create a bot with @BotFather, add it to the group, then enter its token and the group’s chat id. Posts the video with a caption.',
    fields: [
      { name: 'bot_token', label: 'Bot token', placeholder: '123456789:AA…' },
      { name: 'chat_id', label: 'Chat ID', placeholder: '-1001234567890 or @channel' },
    ],
  },
};

function StatusLine({ d }: { d: ChatDestination }) {
  if (d.status === 'broken') return <span className="muted small chat-broken">Broken: {d.broken_reason ?? 'the chat refused our posts'}</span>;
  const last = formatLongDate(d.last_posted_at);
  return <span className="muted small">{last ? `Last posted ${last}` : 'Nothing posted yet'}</span>;
}

export function GroupChatCard({ leagueId }: { leagueId: string | null }) {
  const [data, setData] = useState<ChatDestinationsAnswer | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [kind, setKind] = useState<Kind>('discord');
  const [values, setValues] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The add form is open while there is no chat yet; after that it waits behind "Add a chat".
  const [adding, setAdding] = useState(false);

  const load = useCallback(async () => {
    if (!leagueId) return;
    setLoadFailed(false);
    try {
      setData(await getChatDestinations(leagueId));
    } catch (err) {
      console.error('Failed to load group chats', err);
      setLoadFailed(true);
    }
  }, [leagueId]);
  useEffect(() => void load(), [load]);

  const act = async (key: string, run: () => Promise<ChatDestinationsAnswer>, done: string) => {
    setBusy(key);
    setError(null);
    setNotice(null);
    try {
      setData(await run());
      setNotice(done);
      return true;
    } catch (err) {
      setError(failureMessage(err, 'Something went wrong. Please try again.'));
      // A failed test post changes the destination's state: show it.
      void load();
      return false;
    } finally {
      setBusy(null);
    }
  };

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!leagueId) return;
    const body: Record<string, string> = { kind };
    for (const f of KINDS[kind].fields) if (values[f.name]?.trim()) body[f.name] = values[f.name].trim();
    if (await act('add', () => addChatDestination(leagueId, body), `${KINDS[kind].name} added. Send a test post to check it.`)) {
      setValues({});
      setAdding(false);
    }
  };

  if (!leagueId) return null;
  const full = !!data && data.destinations.length >= data.limits.perLeague;
  return (
    <div className="card settings-section group-chat" id="group-chat">
      <h2>GROUP CHAT</h2>
      <p className="muted">Each recap is posted to your league’s chats as soon as it is ready.</p>
      {loadFailed ? (
        <div className="alert alert-danger" role="alert">
          <p>Failed to load your group chats.</p>
          <button type="button" className="button button-ghost button-small" onClick={() => void load()}>
            Try Again
          </button>
        </div>
      ) : !data ? (
        <p className="muted">Loading group chats...</p>
      ) : data.destinations.length === 0 ? (
        <p className="muted">No group chat yet.</p>
      ) : (
        <ul className="invite-list" aria-label="Group chats">
          {data.destinations.map((d) => (
            <li key={d.id} className="invite-item">
              <div className="invite-who">
                <span className="invite-email">{d.label}</span>
                <StatusLine d={d} />
              </div>
              <span className={`badge chat-state-${d.status}`}>{d.status === 'ok' ? 'Working' : 'Broken'}</span>
              <div className="invite-actions">
                <button
                  type="button"
                  className="link-button small"
                  disabled={busy !== null}
                  onClick={() => void act(`test-${d.id}`, () => testChatDestination(leagueId, d.id), `Test post sent to ${d.label}.`)}
                >
                  {busy === `test-${d.id}` ? 'Sending...' : 'Send a test post'}
                </button>
                <button
                  type="button"
                  className="link-button small"
                  disabled={busy !== null}
                  aria-label={`Remove ${d.label}`}
                  onClick={() => void act(`remove-${d.id}`, () => removeChatDestination(leagueId, d.id), `${d.label} removed.`)}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      ) : null}
      {notice ? (
        <div className="alert alert-info" role="status">
          {notice}
        </div>
      ) : null}
      {data && !full && data.destinations.length > 0 && !adding ? (
        <button type="button" className="button button-ghost chat-add" onClick={() => setAdding(true)}>
          Add a chat
        </button>
      ) : null}
      {data && !full && (data.destinations.length === 0 || adding) ? (
        <form className="chat-form" onSubmit={(e) => void add(e)} noValidate>
          <label className="field-label" htmlFor="chat-kind">
            Add a chat
          </label>
          <select
            id="chat-kind"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as Kind);
              setValues({});
              setError(null);
            }}
          >
            {(Object.keys(KINDS) as Kind[]).map((k) => (
              <option key={k} value={k}>
                {KINDS[k].name}
              </option>
            ))}
          </select>
          <p className="muted small">{KINDS[kind].help}</p>
          {KINDS[kind].fields.map((f) => (
            <div key={f.name} className="chat-field">
              <label className="field-label" htmlFor={`chat-${f.name}`}>
                {f.label}
                {f.optional ? <span className="muted small"> ({f.optional})</span> : null}
              </label>
              <input
                id={`chat-${f.name}`}
                type="text"
                autoComplete="off"
                spellCheck={false}
                placeholder={f.placeholder}
                value={values[f.name] ?? ''}
                onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
              />
            </div>
          ))}
          <button type="submit" className="button button-primary" disabled={busy !== null}>
            {busy === 'add' ? 'Adding...' : `Add ${KINDS[kind].name}`}
          </button>
        </form>
      ) : null}
    </div>
  );
}
