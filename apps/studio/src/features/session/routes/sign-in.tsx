import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { brandFromSession, useBrand } from '@/shared/brand/brand';
import { ApiError } from '@/shared/http/client';
import { errorText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { sessionKey } from '@/shared/session/session';
import { Alert } from '@/shared/ui/alert';
import { buttonClass } from '@/shared/ui/button';
import { CenteredCard } from '@/shared/ui/centered-card';
import { postSignInCode, takeSignInCode } from '../lib/sign-in-code';

/**
 * /sign-in#code=…: where "Login As Contributor" lands. The code leaves the address first (main.tsx
 * takes it before rendering; here again for a page rendered on its own), is posted once to this
 * studio's origin for the session cookie, and the course list opens. A used or expired link says
 * so, with the way back to the site.
 */
export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const siteUrl = useBrand((b) => b.siteUrl);
  const company = useBrand((b) => b.name);
  const [code] = useState(takeSignInCode);
  const [failure, setFailure] = useState<unknown>(code ? null : 'no-code');
  usePageTitle(failure ? t('session.failed.title') : t('session.signingIn'));

  useEffect(() => {
    if (!code) return;
    let live = true;
    postSignInCode(code).then(
      (session) => {
        if (!live) return;
        brandFromSession(session.company);
        queryClient.setQueryData(sessionKey, session);
        void navigate('/courses', { replace: true });
      },
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [code, navigate, queryClient]);

  if (!failure)
    return (
      <CenteredCard>
        <div role="status" className="flex flex-col items-center gap-4 py-4 text-center">
          <span
            aria-hidden
            className="size-10 animate-spin rounded-full border-4 border-brand border-r-transparent"
          />
          <h1 className="text-xl font-bold text-ink">{t('session.signingIn')}</h1>
          <p className="text-ink-soft">{t('session.signingInLead')}</p>
        </div>
      </CenteredCard>
    );
  return (
    <CenteredCard>
      <h1 className="text-xl font-bold text-ink">{t('session.failed.title')}</h1>
      <Alert tone="error" className="mt-4">
        {failure instanceof ApiError || failure !== 'no-code' ? errorText(t, failure) : t('session.noCode')}
      </Alert>
      {siteUrl && (
        <a href={siteUrl} className={buttonClass('primary', 'lg', 'mt-6 w-full')}>
          {company ? t('session.backToSite', { company }) : t('session.backToSiteGeneric')}
        </a>
      )}
    </CenteredCard>
  );
}
