import type { ReactNode } from 'react';

/** The band at the top of a content page: eyebrow, title, lead text. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className="bg-gradient-to-br from-brand-soft via-white to-accent-soft">
      <div className="container-page py-10 sm:py-14">
        {eyebrow && (
          <p className="mb-2 text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
        )}
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-2xl text-lg text-ink-soft">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
