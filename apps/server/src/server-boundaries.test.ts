import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, run on fixture sources placed at
// server paths, with only the boundary rule (and without type information,
// which that rule does not need, so the check takes milliseconds).
const ROOT = path.resolve(import.meta.dirname, '../../..');
const RULE = 'ilteo-server/server-boundaries';
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === RULE,
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {
    filePath: path.join(ROOT, 'apps/server/src', file),
  });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('server import boundaries (lint)', () => {
  it('refuses a deep import into another module', async () => {
    const errors = await boundaryErrors(
      'modules/recruit/fixture.ts',
      "import { codeBook } from '../postings/code-book';\nexport const x = codeBook;\n",
    );
    expect(errors).toEqual([
      'Import module "postings" through its public surface (modules/postings/index.ts), not modules/postings/code-book.',
    ]);
  });

  it('refuses a deep re-export and a deep dynamic import too', async () => {
    const errors = await boundaryErrors(
      'seed/fixture.ts',
      "export { userRepository } from '../modules/auth/user-repository';\n" +
        "export const later = () => import('../modules/themes/routes');\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('allows a module’s index and its own files', async () => {
    const errors = await boundaryErrors(
      'modules/recruit/fixture.ts',
      "import { codeBook } from '../postings';\nimport { facets } from './facets';\nexport const x = [codeBook, facets];\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuses db/ and lib/ importing modules or the seeding layer', async () => {
    expect(
      await boundaryErrors('db/fixture.ts', "import { codeBook } from '../modules/postings';\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'db/fixture.ts',
        "import { DEMO_SEEDS } from '../seed/run-demo-seeds';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('lib/fixture.ts', "import { MODULE_ROUTES } from '../modules';\n"),
    ).toHaveLength(1);
  });

  it('refuses lib/ importing db/', async () => {
    const errors = await boundaryErrors(
      'lib/fixture.ts',
      "import { selectRows } from '../db/client';\nexport const x = selectRows;\n",
    );
    expect(errors).toEqual([
      'lib/ may import only lib/ (not db/client); take what you need as a parameter.',
    ]);
  });

  it('refuses a module importing the seeding layer', async () => {
    const errors = await boundaryErrors(
      'modules/themes/fixture.ts',
      "import { DEMO_ACCOUNT } from '../../seed/demo-account';\n",
    );
    expect(errors).toHaveLength(1);
  });
});
