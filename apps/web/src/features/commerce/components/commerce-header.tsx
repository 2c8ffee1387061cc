import type { ReactNode } from 'react';

/** The band at the top of the commerce pages, the same look as the other profile pages. */
export function CommerceHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className="bg-gradient-to-br from-brand-soft via-white to-accent-soft">
      <div className="container-page py-8 sm:py-10">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
        {lead && <p className="mt-1 text-ink-soft">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
