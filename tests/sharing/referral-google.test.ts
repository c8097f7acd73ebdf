// The referral a share page hands on is recorded for a Google sign-up too (oauth2-mock-server
// standing in for Google, as in tests/api/google.test.ts), and only for a new account.
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEAGUE, googleEnv, signUp, startTestWorld, type Client, type TestWorld } from '../api/harness';

let google: OAuth2Server;
let world: TestWorld;
let profile: Record<string, unknown>;
let joinPath: string;

beforeAll(async () => {
  google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  await google.start(0, '127.0.0.1');
  google.service.on('beforeUserinfo', (userinfo) => {
    userinfo.body = profile;
  });
  world = await startTestWorld({ env: googleEnv(google.issuer.url!) });
  const ann = await signUp(world, 'ann@example.com');
  const { id: leagueId } = world.db.prepare('SELECT id FROM leagues WHERE platform_league_id = ?').get(DEMO_LEAGUE) as { id: number };
  world.db
    .prepare(
      `INSERT INTO videos (league_id, season, week, title, league_name, duration_seconds, resolution, matchups, props, file_path, thumbnail_path, bytes)
       VALUES (?, '2026', 4, 'Week 4', 'The BeardHouse Boys 2.0', 120, '1080x1920', '[]', '{}', 'x/recap.mp4', 'x/thumbnail.jpg', 1)`,
    )
    .run(leagueId);
  await ann.post('/api/post/league-sharing', { platform_league_id: DEMO_LEAGUE, enabled: true });
  const url = (await ann.get('/api/get/sharing')).json<{ leagues: { videos: { url: string }[] }[] }>().leagues[0].videos[0].url;
  joinPath = `${new URL(url).pathname}/join`;
});
afterAll(async () => {
  await world.close();
  await google.stop();
});

/** The share page's button, then Google's page and back to the callback. */
async function joinWithGoogle(client: Client): Promise<void> {
  expect((await client.get(joinPath)).status).toBe(303);
  const start = await client.get('/auth/google');
  const back = await fetch(new URL(start.location!), { redirect: 'manual' });
  const callback = new URL(back.headers.get('location')!);
  const done = await client.get(callback.pathname + callback.search);
  expect(done.status).toBe(303);
}

const referralOf = (email: string) =>
  world.db.prepare('SELECT r.referral_code FROM signup_referrals r JOIN users u ON u.id = r.user_id WHERE u.email = ?').get(email) as
    | { referral_code: string }
    | undefined;

describe('referral through Google sign-up', () => {
  it('records the share link that brought a new Google account', async () => {
    profile = { sub: 'google-9', email: 'gwen@example.com', email_verified: true, given_name: 'Gwen', family_name: 'Ito' };
    await joinWithGoogle(world.client());
    const code = (world.db.prepare('SELECT referral_code FROM share_links').get() as { referral_code: string }).referral_code;
    expect(referralOf('gwen@example.com')).toEqual({ referral_code: code });
  });

  it('records nothing for an account that already existed', async () => {
    profile = { sub: 'google-ann', email: 'ann@example.com', email_verified: true, given_name: 'Ann', family_name: 'Bell' };
    await joinWithGoogle(world.client());
    expect(referralOf('ann@example.com')).toBeUndefined();
  });
});
