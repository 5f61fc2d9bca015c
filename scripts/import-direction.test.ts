import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The rule ids lint reports for `code` placed at `file`. */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const importing = (source: string) => `import x from '${source}';\nexport default x;\n`;

describe('lint enforces the import direction', () => {
  it.each([
    ['mfe-catalog/src/x.ts', '@shop/mfe-cart'],
    ['mfe-catalog/src/x.ts', '../../mfe-cart/src/routes'],
    ['mfe-cart/src/x.ts', '../../shell/src/app'],
    ['shared/src/x.ts', '../../mfe-cms/src/footer'],
    ['shared/src/contracts/x.ts', 'react'],
    ['shared/src/contracts/x.ts', '../state'],
    ['shell/src/x.ts', '../../mfe-catalog/src/routes'],
    ['server/src/x.ts', 'react'],
    ['server/src/x.ts', '@shop/shared'],
    ['server/src/x.ts', '../../shared/src/contracts'],
  ])('%s may not import %s', async (file, source) => {
    expect(await problems(file, importing(source))).toContain('no-restricted-imports');
  });

  it.each([
    ['mfe-catalog/src/x.ts', '@shop/shared'],
    ['shell/src/x.ts', '@shop/shared'],
    ['server/src/x.ts', '@shop/shared/contracts'],
    ['shared/src/contracts/x.ts', 'zod'],
  ])('%s may import %s', async (file, source) => {
    expect(await problems(file, importing(source))).not.toContain('no-restricted-imports');
  });
});
