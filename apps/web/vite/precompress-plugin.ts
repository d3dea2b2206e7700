import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the server would compress on the fly (see apps/api/src/plugins/compress.ts: 1 KiB and up). */
const COMPRESSIBLE = /\.(js|css|svg)$/;
const MIN_BYTES = 1024;

/**
 * Writes `.br` (brotli quality 11) and `.gz` (gzip level 9) beside every client script and style, which
 * the server sends as they are (`preCompressed` in apps/api/src/plugins/web.ts). Compressing once at
 * build time can afford the slowest settings: the home page's scripts and styles weigh 127 KB instead
 * of the 147 KB that per-request brotli (quality 4) sends, and no request spends CPU compressing them.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'veggie:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      await Promise.all(
        Object.values(bundle)
          .filter((file) => COMPRESSIBLE.test(file.fileName))
          .map(async (file) => {
            const content = Buffer.from(file.type === 'chunk' ? file.code : file.source);
            if (content.length < MIN_BYTES) return;
            const target = path.join(outDir, file.fileName);
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
          }),
      );
    },
  };
}
