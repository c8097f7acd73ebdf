// The database and the code speak one vocabulary: every `CHECK (column IN (...))` of a freshly
// migrated database lists exactly the values of its zod enum in src/vocabulary.ts, so a value
// added on one side only (a migration or the enum) fails here before it fails a user's save.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { openDatabase } from '../../server/db/database';
import * as vocabulary from '../../src/vocabulary';

/** Which enum each listed column holds, as "table.column". */
const CHECKED: Record<string, z.ZodEnum> = {
  'permissions.type': vocabulary.PermissionType,
  'leagues.roast_level': vocabulary.OfferedLevel,
  'jobs.state': vocabulary.JobState,
  'magic_tokens.purpose': vocabulary.MagicPurpose,
  'checkout_sessions.status': vocabulary.CheckoutStatus,
  'chat_destinations.kind': vocabulary.ChatKind,
  'chat_destinations.status': vocabulary.ChatStatus,
  'chat_posts.state': vocabulary.ChatPostState,
};

/** Every "table.column" with a `CHECK (column IN ('a','b'))`, and the values it lists. */
function listedChecks(): Map<string, string[]> {
  const db = openDatabase(':memory:');
  try {
    const tables = db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql IS NOT NULL`).all() as { name: string; sql: string }[];
    const found = new Map<string, string[]>();
    for (const { name, sql } of tables) {
      for (const m of sql.matchAll(/CHECK\s*\(\s*(\w+)\s+IN\s*\(([^)]*)\)\s*\)/gi)) {
        const values = [...m[2].matchAll(/'([^']*)'/g)].map((v) => v[1]);
        found.set(`${name}.${m[1]}`, values);
      }
    }
    return found;
  } finally {
    db.close();
  }
}

describe('the vocabulary and the SQL CHECKs', () => {
  const checks = listedChecks();

  it('knows every column whose CHECK lists values (a new one gets its enum in src/vocabulary.ts)', () => {
    expect([...checks.keys()].sort()).toEqual(Object.keys(CHECKED).sort());
  });

  it.each(Object.entries(CHECKED))('%s lists exactly the enum’s values', (column, values) => {
    expect(checks.get(column)?.slice().sort()).toEqual([...values.options].sort());
  });

  it('offers every roast level but red_band, which is coming soon', () => {
    expect(vocabulary.OfferedLevel.options).toEqual(vocabulary.RoastLevel.options.filter((l) => l !== 'red_band'));
  });
});
