import { Link } from 'react-router';
import { paths } from '@/shared/routes/route-table';
import { useBrand } from '@/shared/config/brand-store';
import { useT, type MessageKey } from '@/shared/i18n/i18n';
import { globe, Icon, socialIcons } from '@/shared/ui/icons';
import { LanguageSwitcher } from '@/shared/ui/language-switcher';
import { useGeneral } from '@/shared/tenant/branding';
import { langOf } from '@/shared/i18n/text-lang';
import { ContactList } from './contact-items';

type FooterLink = { to: string; label: MessageKey };

/** Every content and legal page is reachable from here. */
const columns: { title: MessageKey; links: FooterLink[] }[] = [
  {
    title: 'footer.company',
    links: [
      { to: paths.about, label: 'pages.about' },
      { to: paths.career, label: 'pages.career' },
      { to: paths.corporateSolution, label: 'pages.corporate' },
      { to: paths.contact, label: 'pages.contact' },
    ],
  },
  {
    title: 'footer.learn',
    links: [
      { to: `${paths.home}#programmes`, label: 'pages.programmes' },
      { to: paths.education, label: 'nav.courses' },
      { to: paths.bootcamps, label: 'nav.bootcamps' },
      { to: paths.articles, label: 'pages.articles' },
    ],
  },
  {
    title: 'footer.support',
    links: [
      { to: paths.help, label: 'pages.help' },
      { to: paths.faq, label: 'pages.faq' },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { to: paths.terms, label: 'pages.terms' },
      { to: paths.privacy, label: 'pages.privacy' },
      { to: paths.refund, label: 'pages.refund' },
      { to: paths.cancellation, label: 'pages.cancellation' },
    ],
  },
];

export function SiteFooter() {
  const t = useT();
  const { companyName, logo, pluralName } = useBrand();
  const general = useGeneral().data;
  const social = general?.social.filter((s) => /^https:\/\//.test(s.url)) ?? [];

  return (
    <footer className="on-dark bg-ink text-white/80">
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,2fr)] lg:gap-16">
        <div className="max-w-sm">
          {/* The footer logo reloads like the navbar's (product §2). */}
          <a
            href="/"
            className="inline-block rounded-xl bg-white px-3 py-1"
            aria-label={companyName || t('app.home')}
          >
            {logo ? (
              <img
                src={logo}
                alt=""
                width={136}
                height={52}
                loading="lazy"
                className="h-[52px] w-[136px] object-contain"
              />
            ) : (
              <span className="block h-[52px] w-[136px]" />
            )}
          </a>
          {general?.tagline && (
            <p {...langOf(general, 'tagline')} className="mt-5 leading-relaxed">
              {general.tagline}
            </p>
          )}
          {general && general.list.length > 0 && (
            <div className="mt-6 text-sm">
              <ContactList items={general.list} tone="dark" />
            </div>
          )}
          {social.length > 0 && (
            <ul className="mt-6 flex flex-wrap gap-2" aria-label={t('footer.social')}>
              {social.map((s) => (
                <li key={s.url}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
                  >
                    <Icon
                      path={socialIcons[s.name.toLowerCase()] ?? globe}
                      filled={s.name.toLowerCase() in socialIcons}
                    />
                    <span className="sr-only">{s.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <nav aria-label={t('footer.nav')} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {columns.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-bold tracking-wider text-white uppercase">{t(column.title)}</h2>
              <ul className="mt-4 space-y-3 text-sm">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="underline-offset-4 transition-colors hover:text-white hover:underline"
                    >
                      {t(link.label, { plural: pluralName })}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {companyName}. {t('footer.rights')}
          </p>
          <LanguageSwitcher />
        </div>
      </div>
    </footer>
  );
}
