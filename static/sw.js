// Pentarchy's service worker: it keeps every file of the page in a cache
// named after the build, answers from that cache first, so that after one
// visit the page loads and plays with no network at all, and removes the
// caches of older builds when a new build takes over.
//
// A new build installs in the background and then waits: the page tells
// the player "New version — reload", and the player's click posts
// "activate", which makes it take over (and the page reload).
"use strict";

// BUILD is the build id and a digest of the files; make stamps it here, so
// every different build has a different service worker and cache.
const BUILD = "@BUILD@";

// Several apps can share an origin (itch.io serves every game from one), so
// a cache name carries this app's scope as well as the build.
const PREFIX = `pentarchy ${self.registration.scope} `;
const CACHE = PREFIX + BUILD;

// PAGE is the page itself: "./", not "index.html", because hosts such as
// Go's file server redirect index.html to ./, and a cached redirect cannot
// answer a navigation.
const PAGE = "./";
const FILES = [
  "wasm_exec.js",
  "loader.js",
  "page.css",
  "main.wasm.gz",
  "manifest.json",
  "icons/icon-192.png",
  "icons/icon-512.png",
  "icons/icon-maskable-512.png",
];

self.addEventListener("install", (e) => e.waitUntil(precache()));
self.addEventListener("activate", (e) => e.waitUntil(dropOldCaches().then(() => self.clients.claim())));
self.addEventListener("message", (e) => {
  if (e.data === "activate") self.skipWaiting();
});
self.addEventListener("fetch", (e) => {
  const req = e.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  if (req.mode === "navigate") {
    if (isPage(req.url)) e.respondWith(cached(PAGE, req));
    return;
  }
  e.respondWith(cached(req, req));
});

// fresh fetches a file past the HTTP cache's stale copies: the browser
// revalidates, so an unchanged file costs a "304 Not Modified".
const fresh = async (url) => {
  const res = await fetch(url, { cache: "no-cache" });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res;
};

// precache fetches every file of the build into its cache. The page is
// fetched as ./ and, on hosts that do not serve a folder's index.html
// there, as index.html; a redirect is followed and stored as the plain
// page it led to.
const precache = async () => {
  const cache = await caches.open(CACHE);
  const page = await fresh(PAGE).catch(() => fresh("index.html"));
  const plain = page.redirected ? new Response(await page.blob(), { headers: page.headers }) : page;
  await Promise.all([
    cache.put(PAGE, plain),
    ...FILES.map(async (f) => cache.put(f, await fresh(f))),
  ]);
};

const dropOldCaches = async () => {
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n)));
};

// isPage tells whether a navigation is to the page: the scope itself or
// its index.html, whatever the query. Other pages under the scope (a host
// may have some) go to the network.
const isPage = (url) => {
  const path = new URL(url).pathname;
  const scope = new URL(self.registration.scope).pathname;
  return path === scope || path === scope + "index.html";
};

// cached answers with the cached copy of key, ignoring the query, or from
// the network when the cache has none.
const cached = async (key, req) => {
  const cache = await caches.open(CACHE);
  return (await cache.match(key, { ignoreSearch: true })) || fetch(req);
};
