import { createPasswordHasher } from './auth/passwords';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './demo/seed';

const USAGE = `Usage: cli <command>

Commands:
  migrate   apply the database migrations
  seed      apply the migrations, then add the demo data that is missing (safe to repeat)`;

async function run(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') {
    console.error(USAGE);
    process.exitCode = command ? 1 : 0;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    console.log(`Migrations applied (${database.driver}).`);
    if (command === 'seed') {
      const { usersCreated } = await seedDemoData(database.db, createPasswordHasher(config.passwordHashing));
      console.log(`Demo data: ${usersCreated} user(s) created. Every demo password is ${DEMO_PASSWORD}:`);
      for (const user of DEMO_USERS) console.log(`  ${user.email}`);
    }
  } finally {
    await database.close();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
