/* global self, caches, fetch, Response */
/*
 * Udlejning service worker (doc 1 §9: "A service worker is registered").
 * Deliberately small: it never touches API calls, uploads or assets. Page navigations go to the
 * network first; only when the network fails is the last good copy of the app page served, so a
 * flaky connection still opens the app; a page sent `no-store` is not kept. Bump CACHE to drop old copies.
 */
const CACHE = 'udlejning-shell-v1';
const SHELL_URL = '/';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        // a page sent `no-store` carries data for this visitor (a listing's public page): never kept
        const isStorable = !/no-store/.test(response.headers.get('cache-control') || '');
        if (response.ok && response.type === 'basic' && isStorable) {
          const copy = response.clone();
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(SHELL_URL, copy)));
        }
        return response;
      })
      .catch(() => caches.match(SHELL_URL).then((cached) => cached || Response.error())),
  );
});
