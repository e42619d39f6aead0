// `npm run cli -- <command>`: make-admin EMAIL, ledger-check, seed-demo, copy-files.
// Uses the server's configuration: DATABASE_URL (migrations as MIGRATION_DATABASE_URL),
// or the embedded database in ./.data
// (shared with a running `npm start` when there is one).
import { loadConfig } from './config.ts';
import { migrateDatabase, openDatabaseUrl } from './database.ts';
import { createDeps } from './deps.ts';
import { checkLedger } from './ledger/check.ts';
import { createLogger } from './log.ts';
import { copyFilesCommand } from './providers/storage/copy-files-command.ts';
import { seedDemo } from './seed-demo.ts';

const USAGE = `Usage: npm run cli -- <command>

  make-admin EMAIL   make an existing account an administrator
  ledger-check       prove every balance equals the sum of its entries (exit 1 if not)
  seed-demo          create a demo account with some history and print its sign-in
  copy-files --from KIND --to KIND
                     copy every stored file to another store (disk, postgres, s3);
                     files already there with the same size are skipped`;

async function main(argv: string[]) {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const log = createLogger(process.env.LOG_LEVEL ?? 'warn');
  const database = await openDatabaseUrl(config, log);
  await migrateDatabase(database, config, log);
  const deps = createDeps(config, database.url, log, 4);
  try {
    switch (command) {
      case 'make-admin': {
        const email = args[0]?.trim().toLowerCase();
        if (!email) {
          console.error('make-admin needs an e-mail address');
          return 2;
        }
        const { rows } = await deps.pool.query<{ id: string }>(
          `UPDATE profiles SET is_admin = true, updated_at = now()
            WHERE id = (SELECT id FROM users WHERE email = $1) RETURNING id`,
          [email],
        );
        if (!rows[0]) {
          console.error(`User not found: ${email}`);
          return 1;
        }
        console.log(`Successfully promoted ${email} to admin!`);
        return 0;
      }
      case 'ledger-check': {
        const report = await checkLedger(deps.pool);
        console.log(JSON.stringify(report, null, 2));
        return report.ok ? 0 : 1;
      }
      case 'copy-files':
        return await copyFilesCommand(args, deps);
      case 'seed-demo': {
        const demo = await seedDemo(deps);
        console.log(`Demo account ready.\n  e-mail:   ${demo.email}\n  password: ${demo.password}`);
        return 0;
      }
      default:
        console.error(`Unknown command: ${command}\n\n${USAGE}`);
        return 2;
    }
  } finally {
    await deps.pool.end();
    await database.stop();
  }
}

process.exitCode = await main(process.argv.slice(2));
