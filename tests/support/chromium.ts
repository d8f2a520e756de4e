// Debian's Chromium and the flags it runs headless with here: without the networking flags it keeps
// trying to reach the outside, which this machine refuses. Browser tests, benchmarks and screenshots
// all launch it this way; none downloads a browser of its own.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
