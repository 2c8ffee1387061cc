import { Link } from 'react-router';
import { paths } from '@/shared/routes/route-table';
import { useBrand } from '@/shared/config/brand-store';
import { useT } from '@/shared/i18n/i18n';
import { buttonClass } from '@/shared/ui/button';

/** The closing call to action: register (text on the brand colour is chosen for contrast). */
export function CtaBand() {
  const t = useT();
  const pluralName = useBrand((b) => b.pluralName);
  return (
    <section aria-labelledby="cta-title" className="pb-16 sm:pb-24">
      <div className="container-page">
        <div className="on-dark relative overflow-hidden rounded-3xl bg-brand px-6 py-12 text-on-brand sm:px-12 sm:py-16">
          <div aria-hidden className="pointer-events-none absolute inset-0">
            <div className="absolute -top-24 -right-10 size-72 rounded-full bg-white/10" />
            <div className="absolute -right-20 -bottom-40 size-80 rounded-full bg-white/10" />
            <div className="absolute right-24 bottom-10 hidden size-16 rounded-full bg-accent lg:block" />
            <div className="absolute top-12 right-72 hidden size-6 rounded-full bg-accent/80 lg:block" />
          </div>
          <div className="relative max-w-2xl">
            <h2 id="cta-title" className="text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl">
              {t('home.ctaTitle')}
            </h2>
            <p className="mt-4 text-lg">{t('home.ctaText', { plural: pluralName.toLowerCase() })}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Link to={paths.register} className={buttonClass('accent', 'lg')}>
                {t('home.ctaRegister')}
              </Link>
              <Link to={paths.login} className={buttonClass('inverse', 'lg')}>
                {t('home.ctaLogin')}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
