// The league owner's group-chat destinations: list, add (checked by shape, a 400 naming the
// field), remove, and "Send a test post". Only the league's owner (others get the same 404 as an
// unknown league); the POSTs are CSRF-checked by the app's middleware.
import express from 'express';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { HttpError } from '../http/errors';
import { requireUserId } from '../http/session';
import { fields, parse } from '../http/validate';
import { ownedLeague } from '../leagues/store';
import {
  addDestination,
  countDestinations,
  findDestination,
  KindBody,
  listDestinations,
  markBroken,
  markError,
  markPosted,
  markWorking,
  MAX_DESTINATIONS_PER_LEAGUE,
  removeDestination,
  SECRET_SCHEMAS,
  type ChatSecret,
} from './destinations';
import { isBrokenStatus } from './deliver';
import { LIMITS, postToChat } from './platforms';
import { chatKey } from './secret-box';
import { ChatRequestError, chatTransport, sendChatRequest } from './transport';

const LeagueParam = z.object({ leagueId: fields.leagueId });
const DestinationParam = z.object({
  leagueId: fields.leagueId,
  id: z.coerce
    .number({ error: 'The destination id must be a number.' })
    .int('The destination id must be a whole number.')
    .positive('The destination id must be positive.'),
});

/** The body as one of the four kinds, every other field refused by name. */
function parseDestination(body: unknown): ChatSecret {
  const { kind } = parse(KindBody.loose(), body);
  const rest = { ...(body as Record<string, unknown>) };
  delete rest.kind;
  switch (kind) {
    case 'discord':
      return { kind, secret: parse(SECRET_SCHEMAS.discord.strict(), rest) };
    case 'slack':
      return { kind, secret: parse(SECRET_SCHEMAS.slack.strict(), rest) };
    case 'groupme':
      return { kind, secret: parse(SECRET_SCHEMAS.groupme.strict(), rest) };
    case 'telegram':
      return { kind, secret: parse(SECRET_SCHEMAS.telegram.strict(), rest) };
  }
}

export function chatsRouter(ctx: AppContext): express.Router {
  const r = express.Router();
  const { db } = ctx;

  const key = () => {
    const k = chatKey(ctx.config);
    // Production without CHAT_SECRET_KEY: nothing may be sealed with the public development key.
    if (!k) throw new HttpError(503, 'Group chats are not set up on this server yet (CHAT_SECRET_KEY is missing). Please try again later.');
    return k;
  };
  const league = (req: express.Request) => {
    const { leagueId } = parse(LeagueParam, req.params);
    return ownedLeague(db, requireUserId(req), leagueId);
  };
  const answer = (leagueId: number) => ({
    success: true,
    destinations: listDestinations(db, leagueId),
    limits: { perLeague: MAX_DESTINATIONS_PER_LEAGUE, discordFileBytes: LIMITS.discordFileBytes, telegramFileBytes: LIMITS.telegramFileBytes },
  });

  r.get('/api/get/chat-destinations/:leagueId', (req, res) => {
    res.json(answer(league(req).id));
  });

  r.post('/api/post/chat-destinations/:leagueId', (req, res) => {
    const l = league(req);
    const destination = parseDestination(req.body);
    if (countDestinations(db, l.id) >= MAX_DESTINATIONS_PER_LEAGUE)
      throw new HttpError(409, `A league can post to at most ${MAX_DESTINATIONS_PER_LEAGUE} chats. Remove one first.`);
    const added = addDestination(db, key(), l.id, destination);
    res.status(201).json({ ...answer(l.id), destination: added });
  });

  r.post('/api/post/chat-destinations/:leagueId/:id/remove', (req, res) => {
    const { id } = parse(DestinationParam, req.params);
    const l = league(req);
    if (!removeDestination(db, l.id, id)) throw new HttpError(404, 'No such chat destination in this league.');
    res.json(answer(l.id));
  });

  // One short text post, tried once: the owner sees at once whether the chat takes our posts. A
  // post that works clears a broken state; a 401/403/404 marks it broken (no mail: they are here).
  r.post('/api/post/chat-destinations/:leagueId/:id/test', async (req, res) => {
    const { id } = parse(DestinationParam, req.params);
    const l = league(req);
    const d = findDestination(db, key(), l.id, id);
    if (!d) throw new HttpError(404, 'No such chat destination in this league.');
    const transport = chatTransport(ctx.config);
    try {
      await postToChat(
        d,
        { text: `👋 Test post from Recap League: ${l.name}'s weekly recaps will be posted here.`, shareUrl: null, video: null, thumbnail: null },
        (request) => sendChatRequest(transport, request),
      );
    } catch (err) {
      const e = err instanceof ChatRequestError ? err : new ChatRequestError(String(err), null);
      if (isBrokenStatus(e.status)) markBroken(db, d.id, `The test post was refused: ${e.message}`);
      else markError(db, d.id, e.message);
      throw new HttpError(502, `The test post did not go through: ${e.message}`, { destinations: listDestinations(db, l.id) });
    }
    markWorking(db, d.id);
    markPosted(db, d.id);
    res.json(answer(l.id));
  });

  return r;
}
