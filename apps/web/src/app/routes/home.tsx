import { lazy } from 'react';
import { useGeneral } from '@/shared/tenant/branding';
import { CtaBand } from '@/features/tenant/components/home/cta-band';
import { FeaturesSection } from '@/features/tenant/components/home/features-section';
import { Hero } from '@/features/tenant/components/home/hero';
import { ProgrammesSection } from '@/features/tenant/components/home/programmes-section';
import { TestimoniesSection } from '@/features/tenant/components/home/testimonies-section';
import { loadNamespace } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { WhenVisible } from '@/shared/ui/when-visible';

// Below the fold: the row's code, words and data load as it comes into view, not with the page.
const BestSellerRow = lazy(() =>
  Promise.all([import('@/features/catalog/components/best-seller-row'), loadNamespace('catalog')]).then(
    ([m]) => ({ default: m.BestSellerRow }),
  ),
);

/** product §1: home: banner, features, testimonies, programmes, then the way in (register). */
export function Component() {
  useDocumentTitle(useGeneral().data?.tagline);
  return (
    <>
      <Hero />
      <FeaturesSection />
      {/* catalog: best sellers row */}
      <WhenVisible minHeight={520}>
        <BestSellerRow className="container-page py-14 sm:py-20" />
      </WhenVisible>
      <ProgrammesSection />
      <TestimoniesSection />
      <CtaBand />
    </>
  );
}
