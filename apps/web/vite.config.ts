import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompressPlugin } from './vite/precompress-plugin.ts';

const api = 'http://localhost:3000';

/**
 * What every storefront page loads besides its own route: the root and storefront layout, plus the
 * blocks the catalog pages share (the grid, the banner, the inline alert) and the words of a promotion (the
 * home page's offers and the checkout both say them: a chunk of their own was one more file on the first
 * page). A module matched here takes its dependencies along (Rolldown's `includeDependenciesRecursively`),
 * after tree-shaking, so a barrel's unused exports stay out.
 */
const STOREFRONT_SHELL =
  /app[\\/](root\.tsx|layouts[\\/]storefront-layout\.tsx|lib[\\/]meta\.ts|components[\\/](layout[\\/]page-banner|ui[\\/]inline-alert)\.tsx|features[\\/](catalog[\\/]components[\\/](product-grid|rating-stars)\.tsx|promotions[\\/]promotion-text\.ts))$/;

export default defineConfig({
  // The React Router plugin takes over the dev server and the build; it must not run under vitest.
  plugins: [tailwindcss(), !process.env.VITEST && reactRouter(), precompressPlugin()],
  server: {
    proxy: { '/api': api, '/uploads': api },
  },
  // Bundled into the server build, so only the icons the pages use are loaded: left external, the server
  // loaded all of lucide-react's icons (its module alone is 1.3 MB of source held in memory).
  ssr: { noExternal: ['lucide-react'] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Left to itself Rolldown gives every set of routes sharing a module its own chunk: 47 files,
            // most under 1 KiB, on the first page. Over HTTP/1.1 (6 connections, a round trip each) the
            // count cost more than the bytes. Two groups bring the first page to about 10 files; react-dom
            // stays in entry.client's own chunk. See docs/decisions/007-performance.md.
            codeSplitting: {
              groups: [
                // Changes only with a dependency upgrade, so browsers keep it across our deploys.
                { name: 'framework', test: /node_modules[\\/](react|react-router)[\\/]/, priority: 2 },
                { name: 'shell', test: STOREFRONT_SHELL, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
