import { useT } from '@/shared/i18n/i18n';
import { Icon, quote } from '@/shared/ui/icons';
import { SectionHeading } from '@/shared/ui/section-heading';
import { Skeleton } from '@/shared/ui/skeleton';
import { StarRating } from '@/shared/ui/star-rating';
import { ErrorState } from '@/shared/ui/states';
import { langOf } from '@/shared/i18n/text-lang';
import { useTestimonies } from '../../api/content';

/** product §1: the home page's testimonies. Hidden when the tenant has none. */
export function TestimoniesSection() {
  const t = useT();
  const testimonies = useTestimonies();
  if (testimonies.data?.length === 0) return null;
  return (
    <section aria-labelledby="testimonies-title" className="py-14 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="testimonies-title"
          center
          eyebrow={t('home.testimoniesEyebrow')}
          title={t('home.testimoniesTitle')}
          lead={t('home.testimoniesLead')}
        />
        {testimonies.isPending ? (
          <div
            role="status"
            aria-label={t('home.loadingSection')}
            className="grid gap-5 md:grid-cols-2 lg:grid-cols-3"
          >
            {[0, 1, 2].map((i) => (
              <div
                key={i}
                className="space-y-3 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]"
              >
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-5/6" />
                <div className="flex items-center gap-3 pt-4">
                  <Skeleton className="size-12 rounded-full" />
                  <Skeleton className="h-4 w-32" />
                </div>
              </div>
            ))}
          </div>
        ) : testimonies.isError ? (
          <ErrorState onRetry={() => void testimonies.refetch()} />
        ) : (
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {testimonies.data.map((item) => (
              <li key={item.id}>
                <figure className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
                  <div className="flex items-center justify-between gap-3">
                    <StarRating value={item.rating} />
                    <Icon path={quote} filled size={30} className="text-brand-muted" />
                  </div>
                  <blockquote {...langOf(item, 'quote')} className="mt-4 flex-1 leading-7 text-ink">
                    <p>“{item.quote}”</p>
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-5">
                    <img
                      src={item.photo}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      decoding="async"
                      className="size-12 shrink-0 rounded-full bg-brand-soft object-cover"
                    />
                    <span className="min-w-0">
                      <span className="block font-semibold">{item.name}</span>
                      <span {...langOf(item, 'role')} className="block text-sm text-ink-soft">
                        {item.role}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
