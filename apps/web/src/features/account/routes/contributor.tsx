import { useLocation } from 'react-router';
import { codeText } from '@/shared/http/error-words';
import { paths } from '@/shared/routes/route-table';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { isContributor, useSession } from '@/shared/session/session-store';
import { useGeneral } from '@/shared/tenant/branding';
import { buttonClass, LinkButton } from '@/shared/ui/button';
import { AuthCard, StatusIcon } from '../components/auth-shell';

/**
 * /contributor: where "Login As Contributor" leads when the company has no studio (404
 * `no_studio`) and names no contributor site of its own (product §1). It says how to reach the
 * company rather than opening an address that answers nothing; when the studio refused for
 * another reason (hooks/use-studio-handoff.ts), it says that first.
 */
export function Component() {
  const t = useT();
  useDocumentTitle(t('account.contributor.title'));
  const general = useGeneral();
  const contributor = isContributor(useSession((s) => s.role));
  const company = general.data?.company_name ?? '';
  const email = general.data?.support_email ?? '';
  const studioError = (useLocation().state as { studioError?: string } | null)?.studioError;
  return (
    <AuthCard
      icon={<StatusIcon tone="mail" />}
      title={t('account.contributor.title')}
      lead={
        contributor
          ? t('account.contributor.lead', { company })
          : t('account.contributor.notContributor', { company })
      }
    >
      {studioError && (
        <p
          role="alert"
          className="mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          {codeText(t, studioError)}
        </p>
      )}
      <div className="flex flex-col gap-3">
        {contributor && email && (
          <a href={`mailto:${email}`} className={buttonClass('primary', 'lg')}>
            {t('account.contributor.email', { email })}
          </a>
        )}
        <LinkButton to={paths.myCourses} variant="secondary" size="lg">
          {t('account.contributor.back')}
        </LinkButton>
      </div>
    </AuthCard>
  );
}
