import type { ReactNode } from 'react';
import { Picture } from '@/shared/ui/picture';

/**
 * The top of a detail page (programme, banner): text on the left, the picture on the right
 * (above on phones). The picture is the largest paint, so it loads eagerly in a fixed-ratio box.
 */
export function DetailHero({
  crumbs,
  eyebrow,
  title,
  lead,
  image,
  imageSize = { width: 1200, height: 600 },
  facts,
  actions,
}: {
  crumbs: ReactNode;
  eyebrow: string;
  /** Texts or elements: a text of the company's may come as a TextOf (shared/ui/text-of.tsx). */
  title: ReactNode;
  lead?: ReactNode;
  image: string;
  imageSize?: { width: number; height: number };
  facts?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="border-b border-line bg-gradient-to-br from-brand-soft via-white to-accent-soft">
      <div className="container-page py-8 sm:py-12">
        {crumbs}
        <div className="mt-6 grid items-center gap-8 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-12">
          <Picture
            src={image}
            alt=""
            // Half the container from lg (the text takes the other half), else the full width.
            sizes="(min-width: 1024px) 560px, 100vw"
            width={imageSize.width}
            height={imageSize.height}
            fetchPriority="high"
            style={{ aspectRatio: `${imageSize.width} / ${imageSize.height}` }}
            className="w-full rounded-[var(--radius-card)] bg-brand-soft object-cover shadow-[var(--shadow-lift)] lg:order-last"
          />
          <div className="min-w-0">
            <p className="text-sm font-bold tracking-wider text-brand uppercase">{eyebrow}</p>
            <h1 className="mt-3 text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl">{title}</h1>
            {lead && <p className="mt-4 text-lg text-ink-soft">{lead}</p>}
            {facts && <div className="mt-6">{facts}</div>}
            {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
          </div>
        </div>
      </div>
    </header>
  );
}
