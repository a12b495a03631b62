import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { signedInOnlyMui } from '../signed-in-chunk';

/** A module graph: id → the ids it imports statically. */
const graph: Record<string, string[]> = {
  '/app/src/main.tsx': ['/app/src/pages/SignIn.tsx', '/nm/@mui/material/Button.mjs'],
  '/app/src/pages/SignIn.tsx': ['/nm/@mui/material/TextField.mjs'],
  '/nm/@mui/material/Button.mjs': [],
  '/nm/@mui/material/TextField.mjs': [],
  '/app/src/shell/Shell.tsx': ['/nm/@mui/material/AppBar.mjs', '/nm/@mui/material/Button.mjs', '/app/src/ui/format.ts'],
  '/nm/@mui/material/AppBar.mjs': [],
  '/app/src/ui/format.ts': [],
  '/app/src/pages/List.tsx': ['/app/src/ui/Table.tsx', '/app/src/ui/format.ts', '/nm/@mui/material/Button.mjs'],
  '/app/src/ui/Table.tsx': ['/nm/@mui/material/Table.mjs'],
  '/nm/@mui/material/Table.mjs': [],
  '/app/src/pages/Other.tsx': ['/nm/@mui/material/Dialog.mjs'],
  '/nm/@mui/material/Dialog.mjs': [],
};
const ctx = { getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }) };

function groups() {
  const mui = signedInOnlyMui('mui-app', [/\/src\/main\.tsx$/, /\/src\/pages\/SignIn\.tsx$/], /\/src\/shell\/Shell\.tsx$/);
  const parsed = (mui.plugin as Plugin & { moduleParsed: (info: { id: string }) => void }).moduleParsed;
  for (const id of Object.keys(graph)) parsed({ id });
  return mui;
}

describe('code-splitting groups of the first pages', () => {
  it('puts a page and what it alone needs beside the shell in one group, and nothing the sign-in page or the shell needs', () => {
    const list = groups().pageOnly('dwellings-list', /\/src\/pages\/List\.tsx$/);
    expect(list('/app/src/pages/List.tsx', ctx)).toBe('dwellings-list');
    expect(list('/app/src/ui/Table.tsx', ctx)).toBe('dwellings-list');
    expect(list('/nm/@mui/material/Table.mjs', ctx)).toBe('dwellings-list');
    // in the shell: travels with it; in the sign-in page's closure: stays in core
    expect(list('/app/src/ui/format.ts', ctx)).toBeNull();
    expect(list('/nm/@mui/material/Button.mjs', ctx)).toBeNull();
    // another page's modules are not pulled in
    expect(list('/app/src/pages/Other.tsx', ctx)).toBeNull();
    expect(list('/nm/@mui/material/Dialog.mjs', ctx)).toBeNull();
  });

  it('keeps the shell group to the shell closure the sign-in page does not need', () => {
    const shell = groups().shellOnly('app-core');
    expect(shell('/nm/@mui/material/AppBar.mjs', ctx)).toBe('app-core');
    expect(shell('/app/src/ui/format.ts', ctx)).toBe('app-core');
    expect(shell('/nm/@mui/material/Button.mjs', ctx)).toBeNull();
    expect(shell('/app/src/ui/Table.tsx', ctx)).toBeNull();
  });
});
