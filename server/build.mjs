// Bundles the server for production: our sources and @shop/shared go in, every other package stays in node_modules.
import { builtinModules } from 'node:module';
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');

const { dependencies } = JSON.parse(await readFile(path.join(here, 'package.json'), 'utf8'));
/** 'node:fs' -> null, 'pg' -> 'pg', '@fastify/static/x' -> '@fastify/static'. */
const packageOf = (request) => {
  if (request.startsWith('node:')) return null;
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};
const builtins = new Set(builtinModules);

/**
 * Bare imports are external unless they belong to the workspace; each must be one of the server's
 * own dependencies, or the built server, which resolves them from server/node_modules, would not start.
 */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@shop/')) return undefined;
      const name = packageOf(args.path);
      if (name && !builtins.has(name) && !dependencies[name]) {
        return { errors: [{ text: `${name} is imported by ${path.relative(here, args.importer)} but is not a dependency of the server` }] };
      }
      return { path: args.path, external: true };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(here, 'src/main.ts'),
    seed: path.join(here, 'src/seed-cli.ts'),
    staff: path.join(here, 'src/staff-cli.ts'),
    invoices: path.join(here, 'src/invoices-cli.ts'),
    remotes: path.join(here, 'src/remotes-cli.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});
await cp(path.join(here, 'src/core/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
process.stdout.write(`server built in ${path.relative(process.cwd(), outdir) || 'dist'}\n`);
