// Cold start: from spawning the process to the first 200 on the health check and on the storefront.
import { startServer } from './server.mjs';

export const READY_PATHS = ['/api/health', '/'];

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** `starts` starts on an existing (migrated, seeded) database; the medians and every run. */
export async function measureColdStarts(database, starts) {
  const runs = [];
  for (let i = 0; i < starts; i++) {
    const server = await startServer({ ...database, waitFor: READY_PATHS });
    runs.push({ healthMs: server.readyMs['/api/health'], homeMs: server.readyMs['/'], rssMiB: await server.rss() });
    await server.stop();
  }
  return {
    starts,
    healthMs: median(runs.map((r) => r.healthMs)),
    homeMs: median(runs.map((r) => r.homeMs)),
    rssAfterStartMiB: median(runs.map((r) => r.rssMiB ?? 0)),
    runs,
  };
}
