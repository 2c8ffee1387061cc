import { Link } from 'react-router';
import type { Programme } from '@app/contract/tenant/schemas';
import { CARD_IMAGE_SIZES } from '@app/contract/media';
import { paths } from '@/shared/routes/route-table';
import { useT } from '@/shared/i18n/i18n';
import { arrowRight, clock, Icon, signal } from '@/shared/ui/icons';
import { Picture } from '@/shared/ui/picture';
import { langOf } from '@/shared/i18n/text-lang';
import { TextOf } from '@/shared/ui/text-of';

/** A programme as a card; the whole card is one link to its detail page. */
export function ProgrammeCard({
  programme,
  heading: Heading = 'h3',
}: {
  programme: Programme;
  heading?: 'h2' | 'h3';
}) {
  const t = useT();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)] transition duration-200 focus-within:ring-2 focus-within:ring-brand hover:-translate-y-1 hover:shadow-[var(--shadow-lift)]">
      <Picture
        src={programme.image}
        alt=""
        sizes={CARD_IMAGE_SIZES}
        width={1200}
        height={600}
        loading="lazy"
        decoding="async"
        className="aspect-[2/1] w-full bg-brand-soft object-cover"
      />
      <div className="flex flex-1 flex-col gap-0 p-5">
        {programme.level && (
          <span className="inline-flex w-fit items-center gap-1 rounded-full bg-brand-soft px-2.5 py-1 text-xs font-semibold text-brand">
            <Icon path={signal} size={14} />
            <TextOf of={programme} field="level" />
          </span>
        )}
        <Heading className="mt-3 text-lg leading-snug font-bold">
          <Link
            to={paths.program(programme.id)}
            {...langOf(programme, 'title')}
            className="stretched-link outline-none group-hover:text-brand"
          >
            {programme.title}
          </Link>
        </Heading>
        <p {...langOf(programme, 'summary')} className="mt-2 line-clamp-3 text-sm text-ink-soft">
          {programme.summary}
        </p>
        {programme.duration && (
          <p className="mt-3 flex items-start gap-1.5 text-sm font-medium text-ink">
            <Icon path={clock} size={16} className="mt-0.5 text-brand" />
            <TextOf of={programme} field="duration" />
          </p>
        )}
        <div aria-hidden className="mt-auto pt-4">
          <span className="flex items-center gap-1 border-t border-line pt-4 text-sm font-semibold text-brand">
            {t('programme.view')}
            <Icon path={arrowRight} size={16} className="transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </article>
  );
}
