import type { ReactNode } from 'react';

/** The band at the top of the quiz pages: the course above the title, like the other pages. */
export function QuizHeader({
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
      <div className="container-page py-8 sm:py-10">
        {eyebrow && <p className="mb-2 text-sm font-bold tracking-wide text-brand uppercase">{eyebrow}</p>}
        <h1 className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">{title}</h1>
        {lead && <p className="mt-1 text-ink-soft">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
