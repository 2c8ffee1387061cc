import { useId, type ReactNode } from 'react';

/** One section of the CV: a white card with its heading, a line on what goes in it, and an action. */
export function SectionCard({
  title,
  lead,
  action,
  children,
}: {
  title: string;
  lead?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line/70 bg-white p-4 shadow-[var(--shadow-card)] sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold">
            {title}
          </h2>
          {lead && <p className="mt-0.5 text-sm text-ink-soft">{lead}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
