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
const importingFromShared = (name: string) => `import { ${name} } from '@shop/shared';\nexport default ${name};\n`;

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
    // Inside the server: core is the bottom layer, modules meet through their public files.
    ['server/src/core/x.ts', '../orders'],
    ['server/src/core/http/x.ts', '../../checkout/payment/settle'],
    ['server/src/orders/x.ts', '../app/app'],
    ['server/src/orders/x.ts', '../seed'],
    ['server/src/orders/x.ts', '../checkout/stock/article-stock'],
    ['server/src/catalogue/routes/x.ts', '../../content/data/containers'],
    ['server/src/app/x.ts', '../orders/invoice/issue-invoice'],
    ['server/src/seed/x.ts', '../app/app'],
    ['server/src/orders/x.ts', '../../test/support/test-shop'],
    ['server/src/orders/data/x.ts', '../../core/http/errors'],
    ['mfe-catalog/src/x.test.ts', '@shop/mfe-cart'],
    ['shell/src/x.test.tsx', '../../mfe-cart/src/routes'],
  ])('%s may not import %s', async (file, source) => {
    expect(await problems(file, importing(source))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(no-restricted-imports|import-x\/no-restricted-paths)$/)]),
    );
  });

  it.each([
    ['mfe-catalog/src/x.ts', '@shop/shared'],
    ['shell/src/x.ts', '@shop/shared'],
    ['server/src/x.ts', '@shop/shared/contracts'],
    ['shared/src/contracts/x.ts', 'zod'],
    ['server/src/orders/x.ts', '../core/db/client'],
    ['server/src/orders/x.ts', '../checkout'],
    ['server/src/orders/x.ts', './invoice/issue-invoice'],
    ['server/src/app/x.ts', '../orders'],
    // A test may reach inside the module it tests, and use the harness.
    ['server/src/orders/x.test.ts', '../checkout/stock/article-stock'],
    ['server/src/orders/x.test.ts', '../../test/support/test-shop'],
  ])('%s may import %s', async (file, source) => {
    const found = await problems(file, importing(source));
    expect(found).not.toContain('no-restricted-imports');
    expect(found).not.toContain('import-x/no-restricted-paths');
  });
});

describe("lint keeps another team's state out of a team's code", () => {
  it.each([
    ['shell/src/x.tsx', 'cartQuantityAtom'],
    ['shell/src/x.tsx', 'sessionAtom'],
    ['shell/src/x.ts', 'endSessionAtom'],
    ['mfe-catalog/src/x.tsx', 'cartAtom'],
    ['mfe-catalog/src/x.tsx', 'sessionAtom'],
    ['mfe-account/src/x.tsx', 'cartQuantityAtom'],
    ['mfe-account/src/x.tsx', 'favouritesAtom'],
    ['mfe-cart/src/x.tsx', 'sessionAtom'],
    ['mfe-cart/src/x.tsx', 'favouritesAtom'],
    ['mfe-cms/src/x.tsx', 'customerAtom'],
    ['mfe-backoffice/src/x.tsx', 'userAtom'],
  ])('%s may not import %s', async (file, name) => {
    expect(await problems(file, importingFromShared(name))).toContain('no-restricted-imports');
  });

  it.each([
    ['mfe-cart/src/x.tsx', 'cartAtom'],
    ['mfe-cart/src/x.tsx', 'customerAtom'],
    ['mfe-account/src/x.ts', 'startSessionAtom'],
    ['mfe-catalog/src/x.tsx', 'favouritesAtom'],
    ['shell/src/x.tsx', 'useLatestEvent'],
    ['shell/src/x.tsx', 'languageAtom'],
    ['mfe-catalog/src/x.tsx', 'addToCart'],
    ['shell/src/x.ts', 'logOut'],
    // A test arranges the whole shop's state.
    ['mfe-catalog/src/x.test.tsx', 'cartAtom'],
    ['shell/src/x.test.tsx', 'startSessionAtom'],
  ])('%s may import %s', async (file, name) => {
    expect(await problems(file, importingFromShared(name))).not.toContain('no-restricted-imports');
  });
});
