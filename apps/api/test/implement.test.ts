import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { endpoint } from '@app/contract/endpoint';
import { implement } from '../src/lib/route.ts';

/**
 * A feature's routes come from one handler map (lib/route.ts `implement`): a call without a
 * handler, or a handler without a call, is a compile error. The `@ts-expect-error` lines below
 * are checked by `npm run typecheck` (tsc includes test/): were a map missing a call accepted,
 * the directive would be unused and the typecheck would fail.
 */
const answer = z.object({ status: z.number(), data: z.string() });
const feature = {
  first: endpoint({
    method: 'GET',
    path: '/first',
    auth: 'none',
    tag: 't',
    summary: 'First',
    response: answer,
    errors: [],
  }),
  second: endpoint({
    method: 'GET',
    path: '/second',
    auth: 'none',
    tag: 't',
    summary: 'Second',
    response: answer,
    errors: [],
  }),
  /** Not a call: constants beside the calls are left out of the map. */
  LIMIT: 10,
};
const ok = (data: string) => async () => ({ status: 200, data });
/** A bare server with the zod compilers the app uses (src/app.ts). */
function server() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

describe('implement(app, calls, handlers)', () => {
  it('does not type-check a map missing a call, or naming a call that does not exist', () => {
    const app = server();
    // @ts-expect-error -- `second` has no handler
    const missing = () => implement(app, feature, { first: ok('1') });
    // @ts-expect-error -- `third` is not a call of the feature
    const extra = () => implement(app, feature, { first: ok('1'), second: ok('2'), third: ok('3') });
    expect([missing, extra]).toHaveLength(2);
  });

  it('registers every call of the map, and refuses at start-up a name that is not a call', async () => {
    const app = server();
    implement(app, feature, { first: ok('one'), second: ok('two') });
    expect((await app.inject({ url: '/first' })).json()).toEqual({ status: 200, data: 'one' });
    expect((await app.inject({ url: '/second' })).json()).toEqual({ status: 200, data: 'two' });
    const other = server();
    expect(() =>
      implement(other, feature, { first: ok('1'), second: ok('2'), LIMIT: ok('x') } as never),
    ).toThrow(/LIMIT is not a call/);
  });
});
