import type { ReactNode } from 'react';

/**
 * The band at the top of the learner's own pages (courses, learning, quizzes, transactions,
 * vouchers): an optional eyebrow (the course), the title, a lead line and extras.
 */
export function ProfileHeader({
  eyebrow,
  title,
  lead,
  describedBy,
  children,
}: {
  eyebrow?: ReactNode;
  /** Texts or elements: a course's title may come as a TextOf (shared/ui/text-of.tsx). */
  title: ReactNode;
  lead?: ReactNode;
  /** The id of what a screen reader should hear with the title when focus lands on it. */
  describedBy?: string;
  children?: ReactNode;
}) {
  return (
    <header className="bg-gradient-to-br from-brand-soft via-white to-accent-soft">
      <div className="container-page py-8 sm:py-10">
        {eyebrow && <div className="mb-2 text-sm font-semibold text-brand">{eyebrow}</div>}
        <h1
          aria-describedby={describedBy}
          className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl"
        >
          {title}
        </h1>
        {lead && <p className="mt-1 text-ink-soft">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
