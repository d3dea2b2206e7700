// `node apps/api/dist/check-config.js`: validates the environment by the server's own rules (config.ts) in a
// fraction of a second, so that `npm start` reports a bad variable before it spends a minute building the shop.
import { ConfigError, loadConfig } from './config';

try {
  loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
