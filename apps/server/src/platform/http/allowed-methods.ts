/**
 * 405 with `Allow` for a method a path does not take (RFC 9110 §15.5.6), where Fastify answers 404:
 * its router tells no path's other methods, so a second find-my-way router (Fastify's own router
 * library, with the same options) learns every route as it is added and answers which methods match
 * a URL. Wildcard routes (the static files' `GET /*`, CORS's `OPTIONS *`) are left out: they match
 * any path, so they would turn every unknown path into a 405.
 */
import Router from 'find-my-way';
import type { FastifyInstance } from 'fastify';

/** The methods `url` takes, sorted; empty when no route matches its path. */
export type AllowedMethods = (url: string) => string[];

const noop = () => undefined;

/**
 * Collects every route registered after this call (call it before any route) and returns the
 * lookup. `maxParamLength` is the app router's.
 */
export function registerAllowedMethods(app: FastifyInstance, maxParamLength: number): AllowedMethods {
  const router = Router({ maxParamLength });
  const methods = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    for (const method of [route.method].flat()) {
      if (router.hasRoute(method as Router.HTTPMethod, route.url)) continue;
      router.on(method as Router.HTTPMethod, route.url, noop);
      methods.add(method);
    }
  });
  return (url) => {
    const path = url.split('?')[0]!;
    return [...methods].filter((m) => router.find(m as Router.HTTPMethod, path) !== null).sort();
  };
}
