import type { ReactNode } from 'react';

/** The band at the top of a content page: breadcrumbs, eyebrow, title, lead text, extras. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  crumbs,
  children,
}: {
  eyebrow?: string;
  /** Texts or elements: a text of the company's may come as a TextOf (shared/ui/text-of.tsx). */
  title: ReactNode;
  lead?: ReactNode;
  /** Breadcrumbs above the title. */
  crumbs?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="relative overflow-hidden border-b border-line bg-gradient-to-br from-brand-soft via-white to-accent-soft">
      <div aria-hidden className="pointer-events-none absolute inset-0">
        <div className="absolute -top-24 -right-16 size-72 rounded-full bg-brand/10 sm:size-96" />
        <div className="absolute right-32 -bottom-20 hidden size-48 rounded-full bg-accent/15 md:block" />
      </div>
      <div className="container-page relative py-10 sm:py-14">
        {crumbs && <div className="mb-6">{crumbs}</div>}
        {eyebrow && <p className="mb-3 text-sm font-bold tracking-wider text-brand uppercase">{eyebrow}</p>}
        <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        {lead && <p className="mt-4 max-w-2xl text-lg text-ink-soft">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
