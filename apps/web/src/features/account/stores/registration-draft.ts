import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_COUNTRY_CODE } from '../lib/phone';

export type RegistrationStep = 1 | 2 | 3;
export type RegistrationStatus = 'idle' | 'request' | 'success' | 'failed';

/** product §3 registration draft. */
export interface RegistrationDraft {
  provider: 'google' | null;
  providerId: string;
  status: RegistrationStatus;
  step: RegistrationStep;
  email: string;
  type: 'Consumer';
  password: string;
  full_name: string;
  phone_number: string;
  phone_country_code: string;
  bio: string;
  /** After the submit: whether a confirmation mail went out, or the failure's error code. */
  message: string;
  /** The Google ID token of a provider sign-up: a credential, kept in memory only (see below). */
  idToken: string;
}

interface DraftActions {
  update(patch: Partial<RegistrationDraft>): void;
  next(): void;
  previous(): void;
  goTo(step: RegistrationStep): void;
  reset(): void;
}

export const emptyDraft: RegistrationDraft = {
  provider: null,
  providerId: '',
  status: 'idle',
  step: 1,
  email: '',
  type: 'Consumer',
  password: '',
  full_name: '',
  phone_number: '',
  phone_country_code: DEFAULT_COUNTRY_CODE,
  bio: '',
  message: '',
  idToken: '',
};

const clampStep = (n: number): RegistrationStep => (n <= 1 ? 1 : n >= 3 ? 3 : 2);

export const DRAFT_STORAGE_KEY = 'registration-draft';

/**
 * product §2, §3: the three-step registration draft, persisted across reloads. The password and the
 * Google ID token are deliberately NOT persisted: local storage is readable by any script on this
 * origin and outlives the tab (a shared computer keeps it), so a plaintext password or a live
 * credential there could be read later by someone else. After a reload the user types the
 * password again (the wizard returns to step 2 when it is missing).
 */
export const useRegistrationDraft = create<RegistrationDraft & DraftActions>()(
  persist(
    (set) => ({
      ...emptyDraft,
      update: (patch) => set(patch),
      next: () => set((s) => ({ step: clampStep(s.step + 1) })),
      previous: () => set((s) => ({ step: clampStep(s.step - 1) })),
      goTo: (step) => set({ step }),
      reset: () => set({ ...emptyDraft }),
    }),
    {
      name: DRAFT_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({
        provider: s.provider,
        providerId: s.providerId,
        // A request in flight is not a state to come back to.
        status: s.status === 'request' ? 'idle' : s.status,
        step: s.step,
        email: s.email,
        type: s.type,
        full_name: s.full_name,
        phone_number: s.phone_number,
        phone_country_code: s.phone_country_code,
        bio: s.bio,
        message: s.message,
      }),
    },
  ),
);

/** Whether this device holds a registration begun earlier: anything but the empty draft. */
export function holdsDraft(): boolean {
  const draft = useRegistrationDraft.getState();
  return (Object.keys(emptyDraft) as (keyof RegistrationDraft)[]).some(
    (key) => draft[key] !== emptyDraft[key],
  );
}
