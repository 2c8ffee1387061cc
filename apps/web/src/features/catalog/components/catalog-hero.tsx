import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '@/shared/ui/breadcrumbs';

/** The band at the top of a catalogue page: breadcrumbs, eyebrow, title and lead, in the tenant's colours. */
export function CatalogHero({
  eyebrow,
  title,
  lead,
  crumbs,
  children,
}: {
  eyebrow?: string;
  /** Texts or elements: a category's name may come as a TextOf (shared/ui/text-of.tsx). */
  title: ReactNode;
  lead?: ReactNode;
  crumbs?: Crumb[];
  children?: ReactNode;
}) {
  return (
    <header className="relative overflow-hidden bg-gradient-to-br from-brand-soft via-white to-accent-soft">
      <svg
        aria-hidden
        className="pointer-events-none absolute -top-10 -right-16 hidden h-[22rem] w-[22rem] text-brand opacity-[0.09] md:block"
        viewBox="0 0 200 200"
      >
        <circle cx="100" cy="100" r="96" fill="none" stroke="currentColor" strokeWidth="14" />
        <circle cx="100" cy="100" r="58" fill="none" stroke="currentColor" strokeWidth="14" />
        <circle cx="100" cy="100" r="20" fill="currentColor" />
      </svg>
      <div className="relative container-page py-9 sm:py-12">
        {crumbs && (
          <div className="mb-4">
            <Breadcrumbs items={crumbs} />
          </div>
        )}
        {eyebrow && <p className="mb-2 text-sm font-bold tracking-wider text-brand uppercase">{eyebrow}</p>}
        <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-2xl text-base text-ink-soft sm:text-lg">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
