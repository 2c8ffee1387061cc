import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What a notification on app_changes names (db/migrations/0008_change_notify.sql). */
export type ChangeTopic = 'tenant' | 'catalog';
const TOPICS: readonly string[] = ['tenant', 'catalog'] satisfies ChangeTopic[];

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs `onChange` whenever data behind `topic` changed, on this instance or another. */
    onDataChange(topic: ChangeTopic, onChange: () => void): void;
  }
}

/**
 * Listens on the database's app_changes channel, fed by triggers on the tables behind the caches,
 * so a rating, a renamed course or a new tenant on one instance clears every instance's copies at
 * once instead of when they expire. After a lost connection ('*') everything is cleared, since
 * notifications may have been missed meanwhile.
 */
export default fp(
  async function changesPlugin(app: FastifyInstance) {
    const events = new EventEmitter();
    events.setMaxListeners(50);
    app.decorate('onDataChange', (topic: ChangeTopic, onChange: () => void) => {
      events.on(topic, onChange);
    });
    const stop = await app.database.listen('app_changes', (payload) => {
      if (payload === '*') for (const topic of TOPICS) events.emit(topic);
      else if (TOPICS.includes(payload)) events.emit(payload);
    });
    app.addHook('onClose', async () => {
      await stop();
      events.removeAllListeners();
    });
  },
  { name: 'changes', dependencies: ['db'] },
);
