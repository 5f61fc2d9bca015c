import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compare, packageVersion, readRecord, readSurface, recordProblem, WRITE_COMMAND } from './shared-surface.cjs';

type Surface = Record<string, Record<string, string>>;

describe('the public surface of @shop/shared', () => {
  it('is the one recorded in shared/surface.json for its version', () => {
    const record = readRecord();
    expect(record).not.toBeNull();
    // The message says what changed and which version to raise to.
    expect(recordProblem(record, readSurface(), packageVersion())).toBeNull();
  }, 180_000);
});

describe('a change to the surface needs a raised version', () => {
  const recorded = { version: '2.3.1', surface: { '.': { price: 'function (cents: number) => string', Size: 'type "L" | "M"' } } };
  const added: Surface = { '.': { ...recorded.surface['.'], discount: 'const number' } };
  const changed: Surface = { '.': { ...recorded.surface['.'], Size: 'type "L" | "M" | "S"' } };
  const removed: Surface = { '.': { Size: 'type "L" | "M"' } };

  it('passes when nothing changed', () => {
    expect(recordProblem(recorded, recorded.surface, '2.3.1')).toBeNull();
  });

  it('asks for a minor version for an addition, and a major one for a change or a removal', () => {
    const addition = recordProblem(recorded, added, '2.3.1');
    expect(addition).toContain('added: . discount');
    expect(addition).toContain('at least 2.4.0 (minor');
    expect(recordProblem(recorded, added, '2.3.2')).toContain('at least 2.4.0');

    const change = recordProblem(recorded, changed, '2.4.0');
    expect(change).toContain('changed: . Size');
    expect(change).toContain('at least 3.0.0 (major');
    expect(recordProblem(recorded, removed, '2.3.1')).toContain('removed: . price');
  });

  it('asks for the record to be brought up to the raised version', () => {
    for (const [surface, version] of [
      [added, '2.4.0'],
      [changed, '3.0.0'],
      [recorded.surface, '2.3.2'],
    ] as const) {
      const problem = recordProblem(recorded, surface, version);
      expect(problem).toContain(`records @shop/shared 2.3.1, but the package is ${version}`);
      expect(problem).toContain(WRITE_COMMAND);
    }
  });
});

describe('the surface as the compiler reads it', () => {
  let dir: string;
  const write = (files: Record<string, string>) => {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  };

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'surface-'));
    write({
      'package.json': JSON.stringify({ version: '1.0.0', exports: { '.': './index.ts', './tokens.css': './tokens.css' } }),
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, module: 'esnext', moduleResolution: 'bundler', types: [] } }),
      'tokens.css': ':root { --gap: 1rem; }',
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sees a changed parameter, an added name and a custom property, and not the order of a union', () => {
    write({ 'index.ts': "export type Size = 'S' | 'M';\nexport function label(size: Size): string { return size; }\n" });
    const before = readSurface(dir) as Surface;
    expect(before['.']).toEqual({ Size: 'type "M" | "S"', label: 'function (size: Size) => string' });
    expect(before['./tokens.css']).toEqual({ '--gap': 'custom property' });

    write({ 'index.ts': "export type Size = 'M' | 'S';\nexport function label(size: Size): string { return size; }\n" });
    expect(readSurface(dir)).toEqual(before);

    write({
      'index.ts':
        "export type Size = 'M' | 'S';\nexport function label(size: Size, short: boolean): string { return short ? size : size + '!'; }\nexport const sizes = 2;\n",
      'tokens.css': ':root { --gap: 1rem; --edge: 2px; }',
    });
    expect(compare(before, readSurface(dir))).toEqual({
      added: ['. sizes', './tokens.css --edge'],
      removed: [],
      changed: ['. label'],
    });
  }, 60_000);
});
