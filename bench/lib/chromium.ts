/** The Chromium the benchmarks drive: Debian's (never a downloaded browser), as the e2e journeys do. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every Chromium on these machines needs (no sandbox as root, no calls home); playwright.config.ts uses the same. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
