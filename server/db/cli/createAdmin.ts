import readline from 'node:readline';
import { DEFAULT_ADMIN_SETTINGS } from '../../../src/domain/adminSettings.ts';
import { isValidPassword } from '../../../src/domain/password.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { readConfigOrExit } from '../../config.ts';
import { findClash, insertAdmin } from '../../modules/admins/repository.ts';
import { openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { parseArgs } from './args.ts';

/**
 * npm run admin:create -- --email you@example.com [--name you]: creates a super admin in the
 * configured database (DATABASE_URL), migrating it first, so an installation without demo data
 * gets its first account. The password is never an argument (it would sit in the shell history
 * and in every process listing): it is asked for twice without echo on a terminal, or read as the
 * first line of standard input (`printf '%s\n' "$PASSWORD" | npm run admin:create -- --email …`).
 */
const SUPER_ADMIN = 1;
const USER_NAME = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(2);
};

const args = parseArgs(process.argv.slice(2));
if ('password' in args) fail('The password is not taken from the command line: type it when asked, or pipe it on standard input.');
const email = typeof args.email === 'string' ? args.email.trim().toLowerCase() : '';
if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) {
  fail('Usage: npm run admin:create -- --email you@example.com [--name user_name]   (the password is asked for, or read from standard input)');
}
const userName = typeof args.name === 'string' ? args.name : email.split('@')[0]!;
if (!USER_NAME.test(userName)) {
  fail(`--name: 5 to 32 letters, digits or _, starting with a letter (${JSON.stringify(userName)} is not one${args.name ? '' : '; it comes from the e-mail'})`);
}

const password = process.stdin.isTTY ? await askTwice() : await firstLine();
if (!isValidPassword(password)) fail('The password must be 8 to 64 characters without spaces, with a digit, a lowercase and an uppercase letter.');

const config = readConfigOrExit();
const db = openDatabase(config.databaseUrl, { cacheMb: config.sqliteCacheMb, mmapMb: config.sqliteMmapMb });
await migrateToLatest(db);
const clash = await findClash(db.kysely, email, userName);
if (clash.email || clash.userName) {
  await db.close();
  fail(clash.email ? `An admin with the e-mail ${email} exists already.` : `The user name ${userName} is taken: choose another with --name.`);
}
const id = await insertAdmin(db.kysely, {
  email,
  user_name: userName,
  password_hash: await hashPassword(password),
  admin_status: SUPER_ADMIN,
  settings: JSON.stringify(DEFAULT_ADMIN_SETTINGS),
  date_created: new Date().toISOString(),
});
await db.close();
console.log(`Created super admin ${email} (user name ${userName}, id ${id}): sign in to the console with it.`);

/** The first line of standard input (a pipe or a file), without its line break. */
async function firstLine(): Promise<string> {
  const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return fail('No password on standard input.');
}

async function askTwice(): Promise<string> {
  const first = await askHidden('Password for the new super admin: ');
  const second = await askHidden('The same password again: ');
  if (first !== second) fail('The two passwords differ; nothing was created.');
  return first;
}

/** Reads one line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.resume();
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (ch === '\u0003' || ch === '\u0004') {
          finish();
          process.exit(130);
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}
