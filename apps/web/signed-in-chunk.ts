/**
 * Vite build helper (docs/architecture.md "Front-end loading"): the MUI modules that only signed-in pages use travel in one chunk
 * instead of thirty files of 0.4–2 KB. A module belongs in it unless the sign-in page needs it: the
 * sign-in page's modules are those reachable by static imports from the entry or from its page
 * module (`firstPageRoots`); every other @mui module that several chunks share goes to `name`.
 * The sign-in page then loads none of it, while a signed-in page fetches one file where it fetched
 * many (a dozen round trips fewer on a slow phone connection, which Lighthouse's simulation counts).
 */
import type { Plugin, Rollup } from 'vite';

/**
 * A package's top-level index re-exports every module, so following it from an app file that imports
 * one name would reach all of MUI. The first page's files import MUI by path ('@mui/material/Button';
 * eslint.config.js enforces it), so an app file's import of a barrel is not followed. (MUI's own
 * modules that import a barrel keep everything in it out of the group: a larger sign-in closure, never a wrong one.)
 */
const BARREL = /node_modules\/@mui\/[\w-]+\/(esm\/)?index\.m?js$/;

type ModuleInfoLookup = { getModuleInfo(id: string): Pick<Rollup.ModuleInfo, 'importedIds'> | null };

/**
 * `plugin` records the module ids of the build; `name` is a rolldown code-splitting group name
 * function: `groupName` for an @mui module outside the static import closure of `firstPageRoots`
 * (module id patterns), otherwise null (no group). `only`, `shellOnly` and `pageOnly` make group name
 * functions for the sign-in page's closure (or the rest), for the closure of `shellRoot` (the signed-in
 * shell), and for a lazy page's closure less those two.
 */
export function signedInOnlyMui(groupName: string, firstPageRoots: RegExp[], shellRoot?: RegExp) {
  const ids: string[] = [];
  let firstPage: Set<string> | null = null;
  let shell: Set<string> | null = null;
  const closure = (ctx: ModuleInfoLookup, roots: RegExp[]) => {
    const seen = new Set<string>();
    const stack = ids.filter((id) => roots.some((root) => root.test(id)));
    if (stack.length !== roots.length) throw new Error(`signedInOnlyMui: roots not found (${stack.length})`);
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const fromApp = !id.includes('/node_modules/');
      for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) if (!(fromApp && BARREL.test(next))) stack.push(next);
    }
    return seen;
  };
  const plugin: Plugin = {
    name: 'udlejning:signed-in-chunk',
    apply: 'build',
    moduleParsed(info) {
      ids.push(info.id);
    },
  };
  /** Whether the sign-in page needs the module (it is in the static import closure of `firstPageRoots`). */
  const isFirstPage = (moduleId: string, ctx: ModuleInfoLookup): boolean => {
    firstPage ??= closure(ctx, firstPageRoots);
    return firstPage.has(moduleId);
  };
  /** Whether the module is one of the roots themselves (the entry, the sign-in page): they keep their own chunks. */
  const isRoot = (moduleId: string) => firstPageRoots.some((root) => root.test(moduleId));
  const name = (moduleId: string, ctx: ModuleInfoLookup): string | null =>
    /node_modules\/@mui\//.test(moduleId) && !isFirstPage(moduleId, ctx) ? groupName : null;
  /**
   * A group name function: `group` for modules the sign-in page needs (`firstPage: true`; the roots
   * excepted) or does not need (`false`).
   */
  const only =
    (group: string, firstPageModules: boolean) =>
    (moduleId: string, ctx: ModuleInfoLookup): string | null =>
      isFirstPage(moduleId, ctx) === firstPageModules && !isRoot(moduleId) ? group : null;
  /** Whether the module is in the signed-in shell's static import closure (`shellRoot`). */
  const isShell = (moduleId: string, ctx: ModuleInfoLookup): boolean => {
    if (!shellRoot) return false;
    shell ??= closure(ctx, [shellRoot]);
    return shell.has(moduleId);
  };
  /**
   * A group name function: `group` for the modules of the signed-in shell's static import closure
   * (`shellRoot`) that the sign-in page does not need. Every signed-in page renders the shell, so
   * they always load together: one file instead of a dozen.
   */
  const shellOnly =
    (group: string) =>
    (moduleId: string, ctx: ModuleInfoLookup): string | null =>
      isShell(moduleId, ctx) && !isFirstPage(moduleId, ctx) ? group : null;
  const pages = new Map<RegExp, Set<string>>();
  /**
   * A group name function: `group` for the modules of a lazy page's static import closure (`pageRoot`,
   * the page module itself included) that neither the sign-in page nor the shell needs. For the most
   * visited signed-in page: the page is then one file beside the shell instead of a dozen.
   */
  const pageOnly =
    (group: string, pageRoot: RegExp) =>
    (moduleId: string, ctx: ModuleInfoLookup): string | null => {
      let page = pages.get(pageRoot);
      if (!page) pages.set(pageRoot, (page = closure(ctx, [pageRoot])));
      return page.has(moduleId) && !isFirstPage(moduleId, ctx) && !isShell(moduleId, ctx) ? group : null;
    };
  return { plugin, name, only, shellOnly, pageOnly };
}
