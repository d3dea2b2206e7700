// HTTP load with autocannon: a warm-up that is thrown away, then the measured run, while the
// server's resident memory is sampled every 200 ms.
import autocannon from 'autocannon';
import { rssMiB } from './server.mjs';

export const CONNECTIONS = 50;
const RSS_SAMPLE_MS = 200;

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Samples a process's RSS until stopped; resolves with the peak in MiB (null without /proc). */
export function sampleRss(pid) {
  let peak = null;
  const sample = async () => {
    const rss = await rssMiB(pid);
    if (rss !== null && (peak === null || rss > peak)) peak = rss;
  };
  void sample();
  const timer = setInterval(sample, RSS_SAMPLE_MS);
  return async () => {
    clearInterval(timer);
    await sample();
    return peak;
  };
}

/** An autocannon request hook that gives each request the next of `paths`, round and round. */
function takingTurns(paths) {
  let next = 0;
  return (request) => ({ ...request, path: paths[next++ % paths.length] });
}

/**
 * Loads `url` with CONNECTIONS keep-alive connections for `warmupS` (discarded), then for `durationS`.
 * No Accept-Encoding is sent, like the ceiling's clients: both answer uncompressed JSON. With `paths`,
 * the requests take them in turn (the warm-up starts the round, the measured run goes on from there).
 */
export async function measure({ url, paths, headers = {}, durationS, warmupS, pid }) {
  const options = {
    url,
    headers,
    connections: CONNECTIONS,
    ...(paths && { requests: [{ setupRequest: takingTurns(paths) }] }),
  };
  if (warmupS > 0) await cannon({ ...options, duration: warmupS });
  // The warm-up leaves requests queued in the server; one more request returns once they are done,
  // so the measured run does not start behind the warm-up's backlog.
  await fetch(url, { headers }).then((res) => res.arrayBuffer());
  const stopSampling = pid ? sampleRss(pid) : async () => null;
  const result = await cannon({ ...options, duration: durationS });
  const peakRssMiB = await stopSampling();
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  );
  const completed = result.requests.total;
  return {
    requests: completed,
    reqPerSec: completed / result.duration,
    // Without a completed request autocannon reports 0 ms, which would read as instant.
    p50Ms: completed > 0 ? result.latency.p50 : null,
    p99Ms: completed > 0 ? result.latency.p99 : null,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    peakRssMiB,
  };
}
