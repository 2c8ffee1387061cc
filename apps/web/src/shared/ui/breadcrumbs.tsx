import { Link } from 'react-router';
import type { Locale } from '@app/contract/envelope';
import { useT } from '../i18n/i18n';
import { tellServer } from '../lib/server-page-meta';
import { chevronRight, Icon } from './icons';

export interface Crumb {
  label: string;
  /** The label's language when it is not the page's (a company's text, shared/i18n/text-lang.ts). */
  lang?: Locale | undefined;
  /** Omitted for the current page. */
  to?: string;
}

/** Where the page sits: Home › Articles › This article. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useT();
  tellServer({ crumbs: items });
  return (
    <nav aria-label={t('app.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-ink-soft">
        {items.map((item, i) => (
          <li key={`${i}-${item.label}`} className="flex min-w-0 items-center gap-1.5">
            {i > 0 && <Icon path={chevronRight} size={14} className="text-ink-soft/70" />}
            {item.to ? (
              <Link
                to={item.to}
                lang={item.lang}
                className="font-medium underline-offset-4 hover:text-brand hover:underline"
              >
                {item.label}
              </Link>
            ) : (
              <span
                aria-current="page"
                lang={item.lang}
                className="max-w-[14rem] truncate font-medium text-ink sm:max-w-md"
              >
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
