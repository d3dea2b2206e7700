// Web weight: gzip sizes of each route's JavaScript and CSS from the React Router build manifest, the
// initial storefront bundle (what `/` loads), and a floor: React + ReactDOM + React Router alone.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { matchRoutes } from 'react-router';
import { root } from '../processes.mjs';

// Where esbuild resolves react, react-dom and react-router from: the web app's own dependencies.
const webDir = path.join(root, 'apps/web');

/** The smallest framework-mode client: hydrate the document with HydratedRouter, plus a root route's components. */
const FLOOR_ENTRY = `
import { createElement, StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { HydratedRouter } from 'react-router/dom';

export function Layout({ children }) {
  return createElement('html', null,
    createElement('head', null, createElement(Meta), createElement(Links)),
    createElement('body', null, children, createElement(ScrollRestoration), createElement(Scripts)));
}
export default function App() {
  return createElement(Outlet);
}
startTransition(() => {
  hydrateRoot(document, createElement(StrictMode, null, createElement(HydratedRouter)));
});
`;

const gzipBytes = (buffer) => gzipSync(buffer).length;

async function fileSizes(clientDir, urlPath) {
  // React Router may end a stylesheet's URL with a bare `#` (its manifest's `shell-….css#`): not part of the file name.
  const content = await readFile(path.join(clientDir, urlPath.replace(/[?#].*$/, '')));
  return { raw: content.length, gzip: gzipBytes(content) };
}

/** Sums the sizes of a set of asset URLs, each counted once (`cache`: URL → sizes, shared by the calls). */
async function total(urls, { clientDir, cache }) {
  let raw = 0;
  let gzip = 0;
  for (const url of new Set(urls)) {
    if (!cache.has(url)) cache.set(url, await fileSizes(clientDir, url));
    const size = cache.get(url);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { files: new Set(urls).size, raw, gzip };
}

export async function floorBundle() {
  const result = await build({
    stdin: { contents: FLOOR_ENTRY, resolveDir: webDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { raw: code.length, gzip: gzipBytes(code) };
}

/** The route tree React Router builds from the manifest, for matching URLs to the chunks they load. */
function routeTree(routes) {
  const byParent = new Map();
  for (const route of Object.values(routes)) {
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const build = (parentId) =>
    (byParent.get(parentId) ?? []).map((r) => ({ id: r.id, path: r.path, index: r.index, children: build(r.id) }));
  return build(undefined);
}

/**
 * Sizes per route (its own module and imports; and the whole page: entry, its layouts and itself),
 * and the initial storefront bundle: what the server links for `/`.
 */
export async function measureWeb(buildDir) {
  const serverBuild = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href);
  const { entry, routes } = serverBuild.assets;
  const assets = { clientDir: path.join(buildDir, 'client'), cache: new Map() };
  const jsOf = (route) => [route.module, ...(route.imports ?? [])];
  const chain = (route) => (route.parentId ? [...chain(routes[route.parentId]), route] : [route]);
  const pageAssets = (leaves) => {
    const js = [entry.module, ...entry.imports];
    const css = [...(entry.css ?? [])];
    for (const route of leaves) {
      js.push(...jsOf(route));
      css.push(...(route.css ?? []));
    }
    return { js, css };
  };

  const perRoute = [];
  for (const route of Object.values(routes)) {
    if (!route.path && !route.index) continue; // the root and layouts are counted in their pages
    const page = pageAssets(chain(route));
    perRoute.push({
      id: route.id,
      path: route.index ? '/' : `/${route.path}`.replace('//', '/'),
      routeJs: await total(jsOf(route), assets),
      routeCss: await total(route.css ?? [], assets),
      pageJs: await total(page.js, assets),
      pageCss: await total(page.css, assets),
    });
  }

  const matches = matchRoutes(routeTree(routes), '/') ?? [];
  const initial = pageAssets(matches.map((m) => routes[m.route.id]));
  const initialJs = await total(initial.js, assets);
  const floor = await floorBundle();
  return {
    perRoute,
    initial: { routes: matches.map((m) => m.route.id), js: initialJs, css: await total(initial.css, assets) },
    floor,
    ratio: initialJs.gzip / floor.gzip,
  };
}
