import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as contracts from './storefront';
import { contractSteps } from './steps';

const source = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');
const modulesOf = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]);

describe('the contracts in steps', () => {
  it("are the storefront index's modules, in its order", () => {
    const index = modulesOf(source('storefront.ts'), /(?:import|export \* from) '([^']+)'/g);
    expect(index.length).toBeGreaterThan(20);
    expect(modulesOf(source('steps.ts'), /import\('([^']+)'\)/g)).toEqual(index);
  });

  it('together give every contract the storefront index gives', async () => {
    const loaded = Object.assign({}, ...(await Promise.all(contractSteps.map((step) => step()))));
    expect(Object.keys(loaded).sort()).toEqual(Object.keys(contracts).sort());
  });
});
