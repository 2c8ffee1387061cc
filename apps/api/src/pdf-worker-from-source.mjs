// The PDF worker when the server runs from its TypeScript source (tests, `npm run dev`): a worker
// thread does not inherit tsx's loader, so it registers it before loading pdf-worker.ts. The
// built server starts dist/pdf-worker.js directly (lib/pdf-pool.ts: pdfWorkerUrl).
import { register } from 'tsx/esm/api';

register();
await import('./pdf-worker.ts');
