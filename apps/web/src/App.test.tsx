// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { setLanguage } from './lib/i18n';

// count the themes built, with the real builder behind
const built = vi.hoisted(() => [] as string[]);
vi.mock('./theme', async (importOriginal) => {
  const real = await importOriginal<typeof import('./theme')>();
  return {
    ...real,
    buildTheme: (lang: Parameters<typeof real.buildTheme>[0]) => {
      built.push(lang);
      return real.buildTheme(lang);
    },
  };
});

const { App, prepareFirstRender } = await import('./App');

describe('prepareFirstRender (the theme and router are built before the first render, in a task of their own)', () => {
  it('builds the current language theme once; the first render and later renders reuse it, another language gets its own', async () => {
    await setLanguage('da');
    prepareFirstRender();
    expect(built).toEqual(['da']);
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    cleanup();
    render(<App />);
    cleanup();
    expect(built).toEqual(['da']);
    await setLanguage('en');
    prepareFirstRender();
    prepareFirstRender();
    expect(built).toEqual(['da', 'en']);
    await setLanguage('da');
  });
});
