import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_STORAGE_KEY, emptyDraft, useRegistrationDraft } from './registration-draft';

const stored = () =>
  JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null') as { state: Record<string, unknown> };

describe('registration draft (product §3)', () => {
  beforeEach(() => useRegistrationDraft.getState().reset());

  it('starts at step 1 as a Consumer with +62', () => {
    const s = useRegistrationDraft.getState();
    expect(s.step).toBe(1);
    expect(s.type).toBe('Consumer');
    expect(s.phone_country_code).toBe('+62');
  });

  it('moves between steps 1 to 3 and no further', () => {
    const { next, previous } = useRegistrationDraft.getState();
    previous();
    expect(useRegistrationDraft.getState().step).toBe(1);
    next();
    next();
    next();
    expect(useRegistrationDraft.getState().step).toBe(3);
    previous();
    expect(useRegistrationDraft.getState().step).toBe(2);
  });

  it('persists the draft in local storage, but never the password or the Google ID token', () => {
    useRegistrationDraft.getState().update({
      full_name: 'Dewi Lestari',
      email: 'dewi@example.com',
      password: 'secret passphrase',
      idToken: 'eyJhbGciOi.payload.signature',
      provider: 'google',
      providerId: 'g-123',
      step: 3,
    });
    const saved = stored().state;
    expect(saved).toMatchObject({
      full_name: 'Dewi Lestari',
      email: 'dewi@example.com',
      provider: 'google',
      providerId: 'g-123',
      step: 3,
      type: 'Consumer',
    });
    expect(saved).not.toHaveProperty('password');
    expect(saved).not.toHaveProperty('idToken');
    expect(JSON.stringify(saved)).not.toContain('secret passphrase');
  });

  it('comes back after a reload (rehydration from storage)', async () => {
    useRegistrationDraft.getState().update({ full_name: 'Budi', step: 2, password: 'x'.repeat(12) });
    // A fresh page: memory is empty, storage still holds the draft.
    const saved = localStorage.getItem(DRAFT_STORAGE_KEY)!;
    useRegistrationDraft.setState({ ...emptyDraft });
    localStorage.setItem(DRAFT_STORAGE_KEY, saved);
    await useRegistrationDraft.persist.rehydrate();
    const s = useRegistrationDraft.getState();
    expect(s.full_name).toBe('Budi');
    expect(s.step).toBe(2);
    expect(s.password).toBe('');
  });

  it('does not come back "in flight": a stored request status is idle', () => {
    useRegistrationDraft.getState().update({ status: 'request' });
    expect(stored().state.status).toBe('idle');
  });
});
