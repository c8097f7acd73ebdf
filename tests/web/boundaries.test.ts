// The website's folder boundaries, as `npm run lint` enforces them (eslint.config.js): the
// dashboard's context pages (editor/) and onboarding/ share only through common/, and common/
// imports neither. Linted as source text at a path inside each folder, with the project's config.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The messages of the import rule for one line of source placed at `filePath`. */
async function importErrors(filePath: string, line: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${line}\nexport const used = x;\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('editor/ and onboarding/ share through common/ only', () => {
  it('refuses onboarding/ importing editor/, and editor/ importing onboarding/', async () => {
    expect(await importErrors('web/src/onboarding/Probe.tsx', "import { x } from '../editor/LeagueContextPage';")).toEqual([
      expect.stringContaining('share through common/'),
    ]);
    expect(await importErrors('web/src/editor/Probe.tsx', "import { x } from '../onboarding/storage';")).toEqual([
      expect.stringContaining('share through common/'),
    ]);
  });

  it('refuses common/ importing either of them', async () => {
    expect(await importErrors('web/src/common/Probe.tsx', "import { x } from '../editor/WeeklyContextPage';")).toHaveLength(1);
    expect(await importErrors('web/src/common/Probe.tsx', "import { x } from '../onboarding/steps';")).toHaveLength(1);
  });

  it('lets both import common/ and lib/', async () => {
    for (const folder of ['editor', 'onboarding']) {
      expect(await importErrors(`web/src/${folder}/Probe.tsx`, "import { x } from '../common/ContextEditor';")).toEqual([]);
      expect(await importErrors(`web/src/${folder}/Probe.tsx`, "import { x } from '../lib/useSavedResource';")).toEqual([]);
    }
  });
});
