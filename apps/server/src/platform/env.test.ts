import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './paths';
import { ENV_KEYS } from './env';

describe('.env.example (README: "Every setting is listed with its default in .env.example")', () => {
  it("lists every variable the server reads, and no other but the web build's VITE_ ones", () => {
    const example = readFileSync(path.join(SERVER_ROOT, '..', '..', '.env.example'), 'utf8');
    const listed = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);
    expect(ENV_KEYS.length).toBeGreaterThan(50);
    expect(ENV_KEYS.filter((key) => !listed.includes(key))).toEqual([]);
    // beside them only the web build's own (Vite reads VITE_* when it builds the app)
    expect(listed.filter((key) => !ENV_KEYS.includes(key) && !key.startsWith('VITE_'))).toEqual([]);
  });
});
