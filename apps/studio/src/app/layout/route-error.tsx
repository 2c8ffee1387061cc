import { useRouteError } from 'react-router';
import { errorText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { CenteredCard } from '@/shared/ui/centered-card';

/** A page that failed to load (its code, after a new release) or threw: words and a way on, never blank. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  return (
    <CenteredCard>
      <h1 className="text-xl font-bold text-ink">{t('app.failed.title')}</h1>
      <Alert tone="error" className="mt-4">
        {errorText(t, error)}
      </Alert>
      <Button className="mt-6 w-full" onClick={() => window.location.reload()}>
        {t('app.failed.retry')}
      </Button>
    </CenteredCard>
  );
}
