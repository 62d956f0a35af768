/**
 * `npm run owner -- add --email <email> --name <name>`: creates an owner account for the desk (/desk).
 * The password is read from standard input, never from the command line (where the process list and the
 * shell's history would keep it): typed hidden at a terminal, or piped (`printf '%s\n' "$PW" | npm run owner -- add ...`).
 * Works on the embedded database in DATA_DIR (the server must be stopped: it holds DATA_DIR's lock) and on DATABASE_URL.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { validateDeskPassword } from '../domain/desk/accounts.ts';
import { readConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { DataDirError } from '../server/db/dataDir.ts';
import { createDeskAccount } from '../server/services/deskAccounts.ts';

const USAGE = 'Usage: npm run owner -- add --email <email> --name <name>   (the password is read from standard input)';

/** At a terminal: a prompt, and nothing of what is typed echoed. Piped: the first line. */
async function readPassword(): Promise<string> {
  const terminal = Boolean(process.stdin.isTTY);
  if (terminal) process.stderr.write('Password for the owner (at least 8 characters, not shown): ');
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const lines = createInterface({ input: process.stdin, output: terminal ? silent : undefined, terminal });
  try {
    for await (const line of lines) return line;
    return '';
  } finally {
    lines.close();
    if (terminal) process.stderr.write('\n');
  }
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  });
  if (values.password !== undefined) {
    console.error('The password is never taken from the command line: leave --password out and type or pipe it in.');
    return 2;
  }
  if (positionals[0] !== 'add' || positionals.length !== 1 || !values.email || !values.name) {
    console.error(USAGE);
    return 2;
  }
  const password = await readPassword();
  const checked = validateDeskPassword(password);
  if (!checked.ok) {
    console.error(checked.message);
    return 1;
  }
  const config = readConfig();
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    const answer = await createDeskAccount(database.db, { email: values.email, name: values.name, password }, 'owner', null);
    if (answer.code !== '200' || !('Data' in answer)) {
      console.error(answer.msg);
      return 1;
    }
    console.log(`Owner ${answer.Data.name} <${answer.Data.email}> added. Sign in at /desk.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof DataDirError ? error.message : `Could not add the owner: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
