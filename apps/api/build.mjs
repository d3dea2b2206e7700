// Production bundle of the API: the server and the operations commands (backup, restore, migrate), each
// one ESM file with our workspace code inside and every npm package
// left to node_modules (native modules such as sharp, argon2 and PGlite's WASM cannot be bundled).
import { cp, readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const readJson = async (path) => JSON.parse(await readFile(here(path), 'utf8'));

const api = await readJson('./package.json');
const contract = await readJson('../../packages/contract/package.json');
// The contract package is bundled from source; its own dependencies (zod) stay external so the
// server and fastify-type-provider-zod share one copy.
const external = [...Object.keys(api.dependencies), ...Object.keys(contract.dependencies ?? {})].filter(
  (name) => name !== contract.name,
);

const started = performance.now();
await rm(here('./dist'), { recursive: true, force: true });
await build({
  entryPoints: [here('./src/server.ts'), here('./src/commands.ts')],
  outdir: here('./dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Bundled CommonJS code may still call require(); give it a real one in the ESM output.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// db/client.ts finds its migrations beside itself (`./migrations`), which in the bundle is dist/.
await cp(here('./src/db/migrations'), here('./dist/migrations'), { recursive: true });
console.log(`API bundled to apps/api/dist/server.js and commands.js in ${Math.round(performance.now() - started)} ms`);
