import { useState } from 'react';
import { Link } from 'react-router';
import type { Banner } from '@app/contract/tenant/schemas';
import { HERO_IMAGE_SIZES } from '@app/contract/media';
import { paths } from '@/shared/routes/route-table';
import { useBrand } from '@/shared/config/brand-store';
import { useT } from '@/shared/i18n/i18n';
import { buttonClass, LinkButton } from '@/shared/ui/button';
import { arrowRight, chevronLeft, chevronRight, Icon } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { Picture } from '@/shared/ui/picture';
import { useGeneral } from '@/shared/tenant/branding';
import { langOf } from '@/shared/i18n/text-lang';
import { TextOf } from '@/shared/ui/text-of';
import { useBanners } from '../../api/content';
import { CtaLink } from '../cta-link';

const frame = 'container-page pt-4 pb-2 sm:pt-6 sm:pb-4 lg:pt-8';
// The image box has a fixed size per breakpoint, so nothing moves when the picture arrives; from
// lg the card sits on the picture, which is then tall enough for a three-line title.
const imageBox =
  'aspect-[4/3] w-full rounded-2xl bg-brand-soft object-cover object-left sm:aspect-[18/7] lg:aspect-auto lg:h-[30rem] lg:rounded-3xl';
const card =
  'relative mx-3 -mt-6 rounded-2xl bg-white p-5 shadow-[var(--shadow-lift)] sm:mx-8 sm:-mt-12 sm:p-8 lg:absolute lg:top-1/2 lg:right-8 lg:mx-0 lg:mt-0 lg:w-[28rem] lg:-translate-y-1/2';

function Controls({
  index,
  count,
  onChange,
}: {
  index: number;
  count: number;
  onChange: (i: number) => void;
}) {
  const t = useT();
  const round =
    'inline-flex size-10 items-center justify-center rounded-full border border-line text-ink transition-colors hover:border-brand hover:text-brand';
  return (
    <div className="mt-6 flex items-center justify-between gap-3 border-t border-line pt-4">
      <button
        type="button"
        className={round}
        aria-label={t('home.prevSlide')}
        onClick={() => onChange((index - 1 + count) % count)}
      >
        <Icon path={chevronLeft} />
      </button>
      <div className="flex items-center">
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            aria-label={t('home.goToSlide', { n: i + 1 })}
            aria-current={i === index || undefined}
            onClick={() => onChange(i)}
            className="group inline-flex h-6 min-w-6 items-center justify-center px-1"
          >
            <span
              className={
                i === index
                  ? 'h-2.5 w-6 rounded-full bg-brand'
                  : 'size-2.5 rounded-full bg-ink/25 transition-colors group-hover:bg-ink/50'
              }
            />
          </button>
        ))}
      </div>
      <button
        type="button"
        className={round}
        aria-label={t('home.nextSlide')}
        onClick={() => onChange((index + 1) % count)}
      >
        <Icon path={chevronRight} />
      </button>
    </div>
  );
}

function SlideText({ banner }: { banner: Banner }) {
  const t = useT();
  return (
    <div key={banner.id} className="animate-fade-in">
      <h1
        {...langOf(banner, 'title')}
        className="text-2xl leading-tight font-extrabold tracking-tight sm:text-3xl"
      >
        {banner.title}
      </h1>
      {banner.subtitle && (
        <p {...langOf(banner, 'subtitle')} className="mt-3 text-ink-soft sm:text-lg">
          {banner.subtitle}
        </p>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
        {banner.cta_url && banner.cta_label && (
          <CtaLink href={banner.cta_url} className={buttonClass('primary', 'lg')}>
            <TextOf of={banner} field="cta_label" />
          </CtaLink>
        )}
        <Link
          to={paths.banner(banner.id)}
          className="inline-flex items-center gap-1.5 font-semibold text-brand underline-offset-4 hover:underline"
        >
          {t('home.learnMore')}
          <span className="sr-only">
            : <TextOf of={banner} field="title" />
          </span>
          <Icon path={arrowRight} size={18} />
        </Link>
      </div>
    </div>
  );
}

/** Shown when the tenant has no banners (or they failed): the tagline and the two ways in. */
function FallbackHero() {
  const t = useT();
  const { companyName, pluralName } = useBrand();
  const tagline = useGeneral().data?.tagline;
  return (
    <div className="container-page py-6 sm:py-8">
      <div className="on-dark relative overflow-hidden rounded-3xl bg-brand px-6 py-14 text-on-brand sm:px-12 sm:py-20">
        <div aria-hidden className="pointer-events-none absolute inset-0">
          <div className="absolute -top-20 -right-20 size-80 rounded-full bg-white/10" />
          <div className="absolute right-40 -bottom-24 size-64 rounded-full bg-accent/30" />
        </div>
        <div className="relative max-w-2xl">
          <p className="font-semibold tracking-wide uppercase">{companyName}</p>
          <h1 className="mt-3 text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl">
            {tagline || t('home.heroFallbackTitle')}
          </h1>
          <p className="mt-4 text-lg">{t('home.heroFallbackLead', { plural: pluralName.toLowerCase() })}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <LinkButton to={paths.education} size="lg" variant="accent">
              {t('home.browse', { plural: pluralName.toLowerCase() })}
            </LinkButton>
            <LinkButton to={paths.register} size="lg" variant="inverse">
              {t('nav.register')}
            </LinkButton>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * product §1: the home banner. One banner at a time with previous / next and slide buttons; it never
 * turns by itself, so there is nothing to pause and nothing moves unless asked.
 */
export function Hero() {
  const t = useT();
  const companyName = useBrand((b) => b.companyName);
  const banners = useBanners();
  const [index, setIndex] = useState(0);
  const list = banners.data ?? [];

  if (banners.isPending)
    return (
      <div className={frame} role="status" aria-label={t('home.loadingBanner')}>
        <h1 className="sr-only">{companyName}</h1>
        <div className="relative">
          <Skeleton className={`${imageBox} rounded-2xl`} />
          <div className={card}>
            <Skeleton className="h-8 w-11/12" />
            <Skeleton className="mt-3 h-8 w-2/3" />
            <Skeleton className="mt-5 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-4/5" />
            <Skeleton className="mt-6 h-12 w-40 rounded-xl" />
          </div>
        </div>
      </div>
    );
  if (list.length === 0) return <FallbackHero />;

  const current = Math.min(index, list.length - 1);
  const banner = list[current]!;
  const many = list.length > 1;
  return (
    <section aria-roledescription={t('home.carouselRole')} aria-label={t('home.carousel')} className={frame}>
      <div className="relative">
        {/* The largest paint of the page: loaded eagerly, first in line, in a box of fixed ratio. */}
        <Picture
          src={banner.image}
          alt=""
          sizes={HERO_IMAGE_SIZES}
          width={1440}
          height={560}
          fetchPriority="high"
          className={imageBox}
        />
        <div className={card}>
          <div
            role="group"
            aria-roledescription={t('home.slideRole')}
            aria-label={t('home.slide', { n: current + 1, total: list.length })}
            aria-live={many ? 'polite' : undefined}
          >
            <SlideText banner={banner} />
          </div>
          {many && <Controls index={current} count={list.length} onChange={setIndex} />}
        </div>
      </div>
    </section>
  );
}
