import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '@/shared/routes/route-table';
import { useBrand } from '@/shared/config/brand-store';
import { codeText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useDeviceKey } from '@/shared/lib/use-hydrated';
import { getToken } from '@/shared/session/session-store';
import { Skeleton } from '@/shared/ui/skeleton';
import { Picture } from '@/shared/ui/picture';
import { useGeneral } from '@/shared/tenant/branding';
import { useLogin } from '../api/login';
import { EmailLoginForm } from './email-login-form';
import { FormMessage } from '@/shared/forms/form-field';
import { GoogleButton, googleEnabled, OrDivider } from './google-button';
import { PhoneLoginForm } from './phone-login-form';
import { useCompleteLogin, type InlineLoginError } from '../hooks/use-complete-login';
import { googleClaims } from '../lib/jwt';
import { returnQuery } from '../lib/return-to';

type Method = 'email' | 'phone';

/** product §3 Google login payload: email, google_id, type Consumer, plus the ID token to verify. */
function GoogleLogin() {
  const t = useT();
  const login = useLogin();
  const complete = useCompleteLogin();
  const [inline, setInline] = useState<InlineLoginError>(null);
  const onCredential = useCallback(
    async (idToken: string) => {
      setInline(null);
      const claims = googleClaims(idToken);
      if (!claims) return setInline({ code: 'google_token_invalid' });
      const outcome = await login.mutateAsync({
        via: 'google',
        email: claims.email,
        google_id: claims.sub,
        type: 'Consumer',
        id_token: idToken,
      });
      setInline(await complete(outcome));
    },
    [login, complete],
  );
  return (
    <div className="flex flex-col gap-3">
      {inline && <FormMessage tone="error">{codeText(t, inline.code)}</FormMessage>}
      <GoogleButton text="signin_with" onCredential={onCredential} />
      {login.isPending && (
        <p role="status" className="text-center text-sm text-ink-soft">
          {t('account.login.loggingIn')}
        </p>
      )}
    </div>
  );
}

/** The tenant's login picture with its name and a welcome, beside the form from lg. */
export function LoginBanner() {
  const t = useT();
  const general = useGeneral();
  const companyName = useBrand((b) => b.companyName);
  const banner = general.data?.file_path_banner;
  return (
    <div className="relative hidden min-h-[36rem] overflow-hidden bg-brand lg:block lg:h-full">
      {banner ? (
        <Picture
          src={banner}
          alt=""
          // Shown from lg only, as half of the page.
          sizes="50vw"
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        general.isPending && <Skeleton className="absolute inset-0 rounded-none" />
      )}
      <div className="absolute inset-0 bg-gradient-to-t from-slate-950/85 via-slate-950/30 to-transparent" />
      <div className="absolute inset-x-0 bottom-0 p-10 text-white">
        {companyName && (
          <p className="text-sm font-bold tracking-wider text-white/80 uppercase">{companyName}</p>
        )}
        <p className="mt-2 text-3xl leading-tight font-extrabold text-balance">
          {t('account.login.bannerTitle')}
        </p>
        <p className="mt-3 max-w-md text-white/85">{t('account.login.bannerText')}</p>
      </div>
    </div>
  );
}

/**
 * /login: email / phone login and, when configured, Google, beside the tenant's login banner, or
 * beside `aside` (what the visitor came for: a course's card, product §2), which a phone shows
 * between the heading and the form.
 */
function LoginScreen({ aside }: { aside?: ReactNode }) {
  const t = useT();
  useDocumentTitle(t('nav.login'));
  const { search } = useLocation();
  // Someone already logged in has nothing to do here (checked once: logging in sets the token).
  const [loggedIn] = useState(() => Boolean(getToken()));
  const [method, setMethod] = useState<Method>('email');
  const tabsId = useId();
  const tabRefs = useRef<Record<Method, HTMLButtonElement | null>>({ email: null, phone: null });
  if (loggedIn) return <Navigate to={paths.home} replace />;

  const methods: { key: Method; label: string }[] = [
    { key: 'email', label: t('account.login.withEmail') },
    { key: 'phone', label: t('account.login.withPhone') },
  ];
  // Tabs pattern: arrows move between the two tabs and select them.
  const onTabKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: Method =
      event.key === 'Home' ? 'email' : event.key === 'End' ? 'phone' : method === 'email' ? 'phone' : 'email';
    setMethod(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="bg-gradient-to-b from-brand-soft/70 via-surface to-surface">
      <div className="container-page py-6 sm:py-12">
        {/* From lg two columns: the heading and the form centred on the left, the banner or the
            aside on the right; below lg one column, in the order of the markup. */}
        <div className="mx-auto grid max-w-5xl overflow-hidden rounded-3xl border border-line/60 bg-white shadow-[var(--shadow-card)] lg:grid-cols-2 lg:grid-rows-[1fr_auto_auto_1fr]">
          <div className="px-5 pt-5 sm:px-10 sm:pt-10 lg:col-start-1 lg:row-start-2">
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('account.login.title')}</h1>
            <p className="mt-2 text-ink-soft">{t('account.login.lead')}</p>
          </div>
          <div className="lg:col-start-2 lg:row-span-4 lg:row-start-1">{aside ?? <LoginBanner />}</div>
          <div className="px-5 pb-5 sm:px-10 sm:pb-10 lg:col-start-1 lg:row-start-3">
            {googleEnabled() && (
              <div className="mt-6 flex flex-col gap-5">
                <GoogleLogin />
                <OrDivider />
              </div>
            )}

            <div
              role="tablist"
              aria-label={t('account.login.methods')}
              className="mt-6 grid grid-cols-2 gap-1 rounded-xl bg-surface p-1 ring-1 ring-line"
            >
              {methods.map((m) => (
                <button
                  key={m.key}
                  ref={(el) => {
                    tabRefs.current[m.key] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`${tabsId}-${m.key}-tab`}
                  aria-selected={method === m.key}
                  aria-controls={`${tabsId}-${m.key}-panel`}
                  tabIndex={method === m.key ? 0 : -1}
                  onClick={() => setMethod(m.key)}
                  onKeyDown={onTabKeyDown}
                  className={cx(
                    'h-10 rounded-lg text-sm font-bold transition-colors',
                    method === m.key ? 'bg-white text-brand shadow-sm' : 'text-ink-soft hover:text-ink',
                  )}
                >
                  {m.label}
                </button>
              ))}
            </div>
            <div
              role="tabpanel"
              id={`${tabsId}-${method}-panel`}
              aria-labelledby={`${tabsId}-${method}-tab`}
              className="mt-5"
            >
              {method === 'email' ? <EmailLoginForm /> : <PhoneLoginForm />}
            </div>

            <p className="mt-8 text-center text-sm text-ink-soft">
              {t('account.login.noAccount')}{' '}
              <Link
                to={{ pathname: paths.register, search: returnQuery(search) }}
                className="font-bold text-brand hover:underline"
              >
                {t('account.login.createAccount')}
              </Link>
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * The server renders this page for a visitor with no session; once hydrated, a device that holds
 * one starts the page again (and is sent home).
 */
export function LoginPage({ aside }: { aside?: ReactNode }) {
  return <LoginScreen key={useDeviceKey(() => Boolean(getToken()))} aside={aside} />;
}
