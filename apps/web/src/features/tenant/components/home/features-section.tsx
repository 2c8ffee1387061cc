import { useBrand } from '@/shared/config/brand-store';
import { useT } from '@/shared/i18n/i18n';
import {
  award,
  briefcase,
  building,
  chart,
  Icon,
  infinity,
  languages,
  presentation,
  receipt,
  smartphone,
  sparkle,
  users,
} from '@/shared/ui/icons';
import { SectionHeading } from '@/shared/ui/section-heading';
import { Skeleton } from '@/shared/ui/skeleton';
import { ErrorState } from '@/shared/ui/states';
import { langOf } from '@/shared/i18n/text-lang';
import { useFeatures } from '../../api/content';

/** A drawing per feature icon name; an unknown name gets a generic mark. */
const featureIcons: Record<string, string> = {
  mentor: presentation,
  certificate: award,
  infinity,
  briefcase,
  smartphone,
  community: users,
  claim: receipt,
  chart,
  language: languages,
  building,
};

/** product §1: the home page's features, as a grid of cards. Hidden when the tenant has none. */
export function FeaturesSection() {
  const t = useT();
  const companyName = useBrand((b) => b.companyName);
  const features = useFeatures();
  if (features.data?.length === 0) return null;
  return (
    <section aria-labelledby="features-title" className="py-12 sm:py-16">
      <div className="container-page">
        <SectionHeading
          id="features-title"
          eyebrow={t('home.featuresEyebrow', { company: companyName })}
          title={t('home.featuresTitle')}
          lead={t('home.featuresLead')}
        />
        {features.isPending ? (
          <div
            role="status"
            aria-label={t('home.loadingSection')}
            className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
          >
            {[0, 1, 2].map((i) => (
              <div
                key={i}
                className="space-y-4 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]"
              >
                <Skeleton className="size-12 rounded-xl" />
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-full" />
              </div>
            ))}
          </div>
        ) : features.isError ? (
          <ErrorState onRetry={() => void features.refetch()} />
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {features.data.map((feature) => (
              <li
                key={feature.id}
                className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
                  <Icon path={featureIcons[feature.icon] ?? sparkle} size={24} />
                </span>
                <h3 {...langOf(feature, 'title')} className="mt-5 text-lg font-bold">
                  {feature.title}
                </h3>
                <p {...langOf(feature, 'description')} className="mt-2 text-ink-soft">
                  {feature.description}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
