// Debian Chromium as the browser tests, screenshots and benchmarks launch it: this machine cannot
// download a browser (scripts/ensure-chromium.sh installs /usr/bin/chromium).

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Headless, and quiet: no background traffic to show up in a test or a measurement. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
