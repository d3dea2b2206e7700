// `npm run backup -- [--out FILE]`: one file with the database and the uploaded images, taken while the shop
// serves (README, "Backup and restore").
import { runApiCommand } from './processes.mjs';

await runApiCommand('backup', process.argv.slice(2));
