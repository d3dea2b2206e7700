// `npm run restore -- FILE`: a backup into an empty database, PGlite or PostgreSQL (README, "Backup and restore").
import { runApiCommand } from './processes.mjs';

await runApiCommand('restore', process.argv.slice(2));
