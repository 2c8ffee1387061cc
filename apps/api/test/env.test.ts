import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';

describe('loadEnv', () => {
  it('reads an empty variable (NODE_ENV=, PORT=) as one not set, instead of refusing to start', () => {
    const env = loadEnv({ NODE_ENV: '', PORT: '', SEED_DEMO: '' });
    expect(env.NODE_ENV).toBe('development');
    expect(env.PORT).toBe(loadEnv({}).PORT);
    expect(env.SEED_DEMO).toBe(true);
    // A value that is set but wrong is still refused, naming the variable.
    expect(() => loadEnv({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('seeds the demo by default outside production', () => {
    expect(loadEnv({}).SEED_DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development', SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('with NODE_ENV=production, refuses the published learning-host credentials unless a demo is asked for', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/LEARNING_BASIC_USER, LEARNING_BASIC_PASSWORD/);
    expect(() => loadEnv({ NODE_ENV: 'production', LEARNING_BASIC_USER: 'ops' })).toThrow(/SEED_DEMO=true/);
    expect(() =>
      loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'false', LEARNING_BASIC_PASSWORD: 'a-long-secret' }),
    ).toThrow(/LEARNING_BASIC/);
  });

  it('with NODE_ENV=production and own credentials, starts without the demo data', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      LEARNING_BASIC_USER: 'ops',
      LEARNING_BASIC_PASSWORD: 's3cret-value',
    });
    expect(env.SEED_DEMO).toBe(false);
  });

  it('with NODE_ENV=production and SEED_DEMO=true set explicitly, runs the demo', () => {
    const env = loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect(env.SEED_DEMO).toBe(true);
    expect(env.LEARNING_BASIC_USER).toBe('learning');
  });

  it('names the variable of a bad value', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });
});
