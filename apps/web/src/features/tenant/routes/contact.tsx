import { Link } from 'react-router';
import type { General } from '@app/contract/tenant/schemas';
import { paths } from '@/shared/routes/route-table';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { ContentBlocks } from '@/shared/ui/content-blocks';
import { arrowRight, chat, clock, externalLink, help, Icon, mail, mapPin, phone } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { useGeneral } from '@/shared/tenant/branding';
import { langOf } from '@/shared/i18n/text-lang';
import { TextOf } from '@/shared/ui/text-of';
import { usePage } from '../api/pages';
import { contactHref } from '../components/contact-items';
import { isNotFound, PageSkeleton } from '../components/page-states';

type ContactItem = General['list'][number];
const icons: Record<ContactItem['type'], string> = {
  email: mail,
  phone,
  whatsapp: chat,
  address: mapPin,
  hours: clock,
};

function ContactCard({ item }: { item: ContactItem }) {
  const t = useT();
  const href = contactHref(item);
  return (
    <li className="flex gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)]">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
        <Icon path={icons[item.type]} size={22} />
      </span>
      <div className="min-w-0">
        <h2 className="text-sm font-semibold text-ink-soft">{item.label}</h2>
        {href ? (
          <a
            href={href}
            {...langOf(item, 'value')}
            className="mt-1 block font-semibold wrap-anywhere text-ink underline-offset-4 hover:text-brand hover:underline"
            {...(item.type === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {item.value}
          </a>
        ) : (
          <p {...langOf(item, 'value')} className="mt-1 font-semibold wrap-anywhere">
            {item.value}
          </p>
        )}
        {item.type === 'address' && (
          <a
            href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(item.value)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand underline-offset-4 hover:underline"
          >
            {t('contact.openMap')}
            <Icon path={externalLink} size={14} />
            <span className="sr-only">{t('app.newTab')}</span>
          </a>
        )}
      </div>
    </li>
  );
}

/** /contact: the tenant's contact items (get-general `list`) as cards, and the contact page's text. */
export function Component() {
  const t = useT();
  const page = usePage('contact');
  const general = useGeneral();
  const heading = page.data?.title || t('pages.contact');
  const headingLang = page.data?.title ? langOf(page.data, 'title') : {};
  useDocumentTitle(heading);

  if (page.isPending || general.isPending) return <PageSkeleton label={t('page.loading')} />;
  const items = general.data?.list ?? [];
  const pageFailed = page.isError && !isNotFound(page.error);

  return (
    <>
      <PageHeader
        crumbs={
          <Breadcrumbs
            items={[
              { label: t('app.home'), to: paths.home },
              { label: heading, ...headingLang },
            ]}
          />
        }
        eyebrow={t('contact.eyebrow')}
        title={<span {...headingLang}>{heading}</span>}
        lead={page.data?.summary ? <TextOf of={page.data} field="summary" /> : t('contact.lead')}
      />
      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14">
        <div className="min-w-0 space-y-10">
          {items.length > 0 && (
            <ul className="grid gap-4 sm:grid-cols-2">
              {items.map((item) => (
                <ContactCard key={`${item.type}-${item.value}`} item={item} />
              ))}
            </ul>
          )}
          {general.isError && <ErrorState onRetry={() => void general.refetch()} />}
          {pageFailed ? (
            <ErrorState onRetry={() => void page.refetch()} />
          ) : page.data ? (
            <ContentBlocks blocks={page.data.body} {...langOf(page.data, 'body')} />
          ) : (
            items.length === 0 &&
            !general.isError && <EmptyState title={t('page.emptyTitle')} text={t('page.emptyText')} />
          )}
        </div>
        <aside aria-label={t('contact.selfServiceTitle')}>
          <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] lg:sticky lg:top-6">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent text-on-accent">
              <Icon path={help} size={24} />
            </span>
            <h2 className="mt-4 text-lg font-bold">{t('contact.selfServiceTitle')}</h2>
            <p className="mt-2 text-ink-soft">{t('contact.selfServiceText')}</p>
            <ul className="mt-5 divide-y divide-line border-y border-line">
              {[
                { to: paths.faq, label: t('pages.faq') },
                { to: paths.help, label: t('pages.help') },
              ].map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="group flex items-center justify-between py-3 font-semibold hover:text-brand"
                  >
                    {link.label}
                    <Icon
                      path={arrowRight}
                      size={18}
                      className="transition-transform group-hover:translate-x-0.5"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </>
  );
}
