import path from 'node:path';
import { createInterface } from 'node:readline';
import { loadConfig } from './core/config';
import { openDatabase } from './core/db/client';
import { parseStaffArgs, runStaffCommand, StaffAdminError } from './app/staff-admin';

/** One line typed on the terminal, not echoed. */
function promptHidden(question: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(question);
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          reject(new StaffAdminError('interrotto'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = Array.from(value).slice(0, -1).join('');
        else value += char;
      }
    };
    input.on('data', onData);
  });
}

/** The first line of standard input (a pipe or a file). */
async function firstLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

/** The new password: asked twice on a terminal, else read from standard input; never from the arguments. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLine();
  const password = await promptHidden('Password: ');
  if ((await promptHidden('Ripeti la password: ')) !== password) throw new StaffAdminError('le due password non coincidono');
  return password;
}

/** `node server/dist/staff.js add|password|disable|enable|list ...`: see STAFF_USAGE. */
async function run(): Promise<void> {
  const command = parseStaffArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite'), limits: false });
  try {
    await database.exclusive(() => database.migrate(config.migrationsDir));
    process.stdout.write(`${await runStaffCommand(database.db, config, command, readPassword)}\n`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
