// `npm run migrate`: applies the pending migrations to the database `npm start` would use, then exits.
import { runApiCommand } from './processes.mjs';

await runApiCommand('migrate', process.argv.slice(2));
