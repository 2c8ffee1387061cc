import { paths } from '@/app/paths';
import { useT } from '@/shared/i18n/i18n';
import { LinkButton } from '@/shared/ui/button';

/** spec §2: without a token, Register and Login buttons. */
export function AccountNav() {
  const t = useT();
  return (
    <div className="flex items-center gap-2">
      <LinkButton to={paths.register} variant="secondary" size="sm">
        {t('nav.register')}
      </LinkButton>
      <LinkButton to={paths.login} size="sm">
        {t('nav.login')}
      </LinkButton>
    </div>
  );
}
