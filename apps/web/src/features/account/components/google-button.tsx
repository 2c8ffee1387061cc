import { useEffect, useRef, useState } from 'react';
import { runtimeConfig } from '@/shared/config/runtime-config';
import { useI18n, useT } from '@/shared/i18n/i18n';
import { loadGoogleIdentity } from '../lib/google-identity';

export const googleEnabled = () => Boolean(runtimeConfig().GOOGLE_CLIENT_ID);

/**
 * The Google Identity Services button (only when a client id is configured). The script loads
 * when the button is first shown; the ID token it returns goes to the caller.
 */
export function GoogleButton({
  text,
  onCredential,
}: {
  text: 'signin_with' | 'signup_with';
  onCredential: (idToken: string) => void;
}) {
  const t = useT();
  const locale = useI18n((s) => s.locale);
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity().then(
      (id) => {
        const parent = ref.current;
        if (cancelled || !parent) return;
        id.initialize({
          client_id: runtimeConfig().GOOGLE_CLIENT_ID,
          callback: (response) => callback.current(response.credential),
          ux_mode: 'popup',
          context: text === 'signup_with' ? 'signup' : 'signin',
        });
        id.renderButton(parent, {
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text,
          width: Math.min(400, Math.max(200, parent.offsetWidth)),
          locale,
          logo_alignment: 'center',
        });
        setState('ready');
      },
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [text, locale]);

  return (
    <div className="flex min-h-11 w-full flex-col items-center justify-center">
      <div ref={ref} className="flex w-full justify-center" />
      {state === 'loading' && (
        <p role="status" className="text-sm text-ink-soft">
          {t('account.google.loading')}
        </p>
      )}
      {state === 'failed' && <p className="text-sm text-ink-soft">{t('account.google.failed')}</p>}
    </div>
  );
}

/** A line with "or" between two ways of doing the same thing. */
export function OrDivider() {
  const t = useT();
  return (
    <div className="flex items-center gap-3 text-xs font-semibold tracking-wider text-ink-soft uppercase">
      <span className="h-px flex-1 bg-line" />
      {t('account.or')}
      <span className="h-px flex-1 bg-line" />
    </div>
  );
}
