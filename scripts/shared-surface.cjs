// The public surface of @shop/shared and the version it belongs to. The surface is every subpath
// export of shared/package.json with each name it exports and that name's kind and type, as the
// TypeScript compiler sees them (and the custom properties of the exported stylesheet). It is
// recorded in shared/surface.json with the package's version: a changed surface needs a raised
// version (major for a removal or a change, minor for an addition), since the shell and the remotes
// share the package strictly by that version (scripts/webpack/shared-modules.cjs).
//   node scripts/shared-surface.cjs          checks the record (scripts/shared-surface.test.ts does too)
//   node scripts/shared-surface.cjs --write  records the surface, once the version is raised enough
const { createHash } = require('node:crypto');
const { existsSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const SHARED = path.join(__dirname, '../shared');
const WRITE_COMMAND = 'npm run shared:surface';
/** A longer type is recorded by its hash: a zod schema's type runs to many thousands of characters. */
const LONGEST_TYPE = 400;

const TYPE_FLAGS = ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.IgnoreErrors | ts.NodeBuilderFlags.InTypeAlias;
const printer = ts.createPrinter({ removeComments: true });

/** Union and intersection members in one order: the compiler's own follows when each type was first met. */
function sortMembers(context) {
  const visit = (node) => {
    const next = ts.visitEachChild(node, visit, context);
    if (!ts.isUnionTypeNode(next) && !ts.isIntersectionTypeNode(next)) return next;
    const text = (member) => printer.printNode(ts.EmitHint.Unspecified, member, undefined);
    const types = [...next.types].sort((a, b) => (text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : 0));
    const { factory } = context;
    return ts.isUnionTypeNode(next) ? factory.createUnionTypeNode(types) : factory.createIntersectionTypeNode(types);
  };
  return (node) => ts.visitNode(node, visit);
}

function printType(checker, type) {
  const node = checker.typeToTypeNode(type, undefined, TYPE_FLAGS);
  if (!node) return checker.typeToString(type);
  const sorted = ts.transform(node, [sortMembers]).transformed[0];
  const text = printer.printNode(ts.EmitHint.Unspecified, sorted, undefined).replace(/\s+/g, ' ');
  if (text.length <= LONGEST_TYPE) return text;
  return `sha256:${createHash('sha256').update(text).digest('hex').slice(0, 16)} (${text.length} characters)`;
}

const MEMBER = ts.SymbolFlags.Property | ts.SymbolFlags.Method | ts.SymbolFlags.Accessor;

/**
 * An interface or a class instance: what it extends, by name, and its own members, each with its type
 * (React's props of a button stay `ButtonHTMLAttributes<HTMLButtonElement>`, not its 300 members).
 */
function printMembers(checker, symbol) {
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  const bases = (checker.getBaseTypes(type) ?? []).map((base) => printType(checker, base)).sort();
  const members = [];
  symbol.members?.forEach((member) => {
    if (!(member.flags & MEMBER) || isPrivate(member)) return;
    const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
    members.push(`${member.name}${optional}: ${printType(checker, checker.getTypeOfSymbol(member))}`);
  });
  for (const signature of checker.getSignaturesOfType(type, ts.SignatureKind.Call)) members.push(checker.signatureToString(signature));
  for (const index of checker.getIndexInfosOfType(type)) {
    members.push(`[key: ${printType(checker, index.keyType)}]: ${printType(checker, index.type)}`);
  }
  return `${bases.length ? `extends ${bases.join(', ')} ` : ''}{ ${members.sort().join('; ')} }`;
}

/** A class member marked private or protected, or a #private one, is not part of the surface. */
const isPrivate = (member) =>
  member.name.startsWith('#') ||
  (member.declarations ?? []).some(
    (declaration) => ts.getCombinedModifierFlags(declaration) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected),
  );

/** One exported name: its kind and its type. */
function describe(checker, exported) {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const parts = [];
  if (symbol.flags & ts.SymbolFlags.Class) {
    const constructors = checker.getSignaturesOfType(checker.getTypeOfSymbol(symbol), ts.SignatureKind.Construct);
    parts.push(`class ${constructors.map((signature) => `new ${checker.signatureToString(signature)}`).join('; ')}`);
    parts.push(`instance ${printMembers(checker, symbol)}`);
  } else if (symbol.flags & ts.SymbolFlags.Function) {
    parts.push(`function ${printType(checker, checker.getTypeOfSymbol(symbol))}`);
  } else if (symbol.flags & ts.SymbolFlags.Value) {
    parts.push(`const ${printType(checker, checker.getTypeOfSymbol(symbol))}`);
  }
  if (symbol.flags & ts.SymbolFlags.Interface) {
    parts.push(`interface ${printMembers(checker, symbol)}`);
  } else if (symbol.flags & ts.SymbolFlags.TypeAlias) {
    parts.push(`type ${printType(checker, checker.getDeclaredTypeOfSymbol(symbol))}`);
  }
  return parts.join('; ') || 'namespace';
}

/** The custom properties a stylesheet defines (`--color-bg`, ...). */
function customProperties(file) {
  const names = new Set(readFileSync(file, 'utf8').match(/--[A-Za-z0-9-]+(?=\s*:)/g) ?? []);
  return Object.fromEntries([...names].sort().map((name) => [name, 'custom property']));
}

/** The package's surface now: subpath export -> exported name -> description. */
function readSurface(dir = SHARED) {
  const { exports } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(dir, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const entries = Object.entries(exports).sort(([a], [b]) => (a < b ? -1 : 1));
  const sources = entries.filter(([, file]) => /\.tsx?$/.test(file)).map(([, file]) => path.join(dir, file));
  const program = ts.createProgram(sources, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const surface = {};
  for (const [subpath, file] of entries) {
    const full = path.join(dir, file);
    if (file.endsWith('.css')) {
      surface[subpath] = customProperties(full);
      continue;
    }
    const module = checker.getSymbolAtLocation(program.getSourceFile(full));
    const names = module ? checker.getExportsOfModule(module) : [];
    surface[subpath] = Object.fromEntries(
      names.map((exported) => [exported.name, describe(checker, exported)]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  }
  return surface;
}

/** What differs between two surfaces, as `subpath name` lists. */
function compare(before, after) {
  const added = [];
  const removed = [];
  const changed = [];
  for (const subpath of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = before[subpath] ?? {};
    const now = after[subpath] ?? {};
    for (const name of new Set([...Object.keys(old), ...Object.keys(now)])) {
      const where = `${subpath} ${name}`;
      if (!(name in old)) added.push(where);
      else if (!(name in now)) removed.push(where);
      else if (old[name] !== now[name]) changed.push(where);
    }
  }
  return { added, removed, changed };
}

const parse = (version) => {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`@shop/shared's version ${version} is not major.minor.patch`);
  return match.slice(1).map(Number);
};

/** The version the change needs at least, from the recorded one: major, minor, or none. */
function neededRaise({ added, removed, changed }) {
  if (removed.length || changed.length) return 'major';
  return added.length ? 'minor' : 'none';
}

function raised(from, to, raise) {
  const [major, minor, patch] = parse(from);
  const [nextMajor, nextMinor, nextPatch] = parse(to);
  if (raise === 'major') return nextMajor > major;
  if (raise === 'minor') return nextMajor > major || (nextMajor === major && nextMinor > minor);
  return nextMajor > major || (nextMajor === major && (nextMinor > minor || (nextMinor === minor && nextPatch >= patch)));
}

const list = (title, names) => (names.length ? [`  ${title}: ${names.join(', ')}`] : []);

/**
 * Why the record does not stand for the package, as one message, or null when it does: the surface
 * changed while the version was not raised enough, or the record is behind the package.
 */
function recordProblem(record, surface, version) {
  const difference = compare(record.surface, surface);
  const raise = neededRaise(difference);
  const details = [...list('added', difference.added), ...list('removed', difference.removed), ...list('changed', difference.changed)];
  if (!raised(record.version, version, raise)) {
    const [major, minor] = parse(record.version);
    const next = raise === 'major' ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
    return [
      `The public surface of @shop/shared changed since version ${record.version}, and its version (${version}) was not raised for it:`,
      ...details,
      `Raise "version" in shared/package.json to at least ${next} (${raise === 'major' ? 'major: a name was removed or changed' : 'minor: names were added'}), then record the surface with \`${WRITE_COMMAND}\`.`,
    ].join('\n');
  }
  if (raise !== 'none' || record.version !== version) {
    return [
      `shared/surface.json records @shop/shared ${record.version}, but the package is ${version}${details.length ? ' with this surface:' : '.'}`,
      ...details,
      `Record it with \`${WRITE_COMMAND}\`.`,
    ].join('\n');
  }
  return null;
}

const packageVersion = (dir = SHARED) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
const recordFile = (dir) => path.join(dir, 'surface.json');
const readRecord = (dir = SHARED) => (existsSync(recordFile(dir)) ? JSON.parse(readFileSync(recordFile(dir), 'utf8')) : null);

function main() {
  const surface = readSurface();
  const version = packageVersion();
  const record = readRecord();
  const problem = record ? recordProblem(record, surface, version) : 'shared/surface.json is missing.';
  if (!process.argv.includes('--write')) {
    console.log(problem ?? `shared/surface.json records @shop/shared ${version} as it is.`);
    process.exit(problem ? 1 : 0);
  }
  if (record && problem && !raised(record.version, version, neededRaise(compare(record.surface, surface)))) {
    console.error(problem);
    process.exit(1);
  }
  writeFileSync(recordFile(SHARED), `${JSON.stringify({ version, surface }, null, 2)}\n`);
  console.log(`recorded the surface of @shop/shared ${version} in shared/surface.json`);
}

if (require.main === module) main();

module.exports = { readSurface, readRecord, packageVersion, recordProblem, compare, WRITE_COMMAND };
