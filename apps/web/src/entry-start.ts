/**
 * The start script of server-rendered pages (decision 26; app/ssr/start-after-paint.ts): built on
 * its own as one classic script (apps/web/vite/start-script.ts) that the server inlines at the end
 * of the body, reading the app's files from its own data- attributes.
 */
import { startAfterPaint } from './app/ssr/start-after-paint';

const { entry = '', preload = '' } = (document.currentScript as HTMLScriptElement).dataset;
startAfterPaint({ entry, preload });
