import type { ReactNode } from 'react';
import { useCurrentUser } from '../api/get-current-user';
import { Avatar } from './avatar';

/** The band of the profile pages: the user's photo and name above the page title. */
export function ProfileShell({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const user = useCurrentUser().data;
  return (
    <>
      <header className="bg-gradient-to-br from-brand-soft via-white to-accent-soft">
        <div className="container-page flex items-center gap-4 py-8 sm:gap-5 sm:py-10">
          <Avatar src={user?.photo?.thumb?.url} size={64} className="shadow-md max-sm:hidden" />
          <div className="min-w-0">
            {user && <p className="truncate text-sm font-semibold text-brand">{user.full_name}</p>}
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
            <p className="mt-1 text-ink-soft">{lead}</p>
          </div>
        </div>
      </header>
      <div className="container-page py-6 sm:py-10">{children}</div>
    </>
  );
}

/** A white card holding a section of a form. */
export function FormCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line/70 bg-white p-4 shadow-[var(--shadow-card)] sm:p-6">
      {title && <h2 className="mb-4 text-lg font-bold">{title}</h2>}
      {children}
    </section>
  );
}
