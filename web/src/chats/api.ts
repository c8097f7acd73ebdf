// The group-chat destination calls (server/chats/routes.ts), answers checked with zod.
import { z } from 'zod';
import { ChatKind, ChatStatus } from '../../../src/vocabulary';
import { request } from '../lib/http';

export const ChatDestination = z.looseObject({
  id: z.number(),
  kind: ChatKind,
  label: z.string(),
  status: ChatStatus,
  broken_reason: z.string().nullable(),
  last_posted_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type ChatDestination = z.infer<typeof ChatDestination>;
export const ChatDestinationsAnswer = z.looseObject({
  success: z.boolean(),
  destinations: z.array(ChatDestination),
  limits: z.looseObject({ perLeague: z.number() }),
});
export type ChatDestinationsAnswer = z.infer<typeof ChatDestinationsAnswer>;

const enc = encodeURIComponent;
export const getChatDestinations = (leagueId: string) => request(`/api/get/chat-destinations/${enc(leagueId)}`, ChatDestinationsAnswer);
export const addChatDestination = (leagueId: string, body: Record<string, string>) =>
  request(`/api/post/chat-destinations/${enc(leagueId)}`, ChatDestinationsAnswer, { body: { json: body } });
export const removeChatDestination = (leagueId: string, id: number) =>
  request(`/api/post/chat-destinations/${enc(leagueId)}/${id}/remove`, ChatDestinationsAnswer, { method: 'POST' });
export const testChatDestination = (leagueId: string, id: number) =>
  request(`/api/post/chat-destinations/${enc(leagueId)}/${id}/test`, ChatDestinationsAnswer, { method: 'POST' });
