/**
 * zod as the web build sees it (vite.config.ts aliases `zod` here): the same API, switched to
 * `jitless`. zod 4 compiles object parsers with `new Function` after probing whether eval is
 * allowed; under the server's content-security policy (no 'unsafe-eval', docs/architecture.md "Browser protections") that probe is
 * a policy violation in the console on every form page. The interpreted parser gives the same results.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
