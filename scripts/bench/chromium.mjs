// Debian's chromium, started as this machine's network allows (no background connections): shared by
// the browser tests (__tests__/site/site-fixture.ts) and `npm run bench:site`.
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
