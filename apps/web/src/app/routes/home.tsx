import { BestSellerRow } from '@/features/catalog/components/best-seller-row';
import { useGeneral } from '@/features/tenant/api/content';
import { CtaBand } from '@/features/tenant/components/home/cta-band';
import { FeaturesSection } from '@/features/tenant/components/home/features-section';
import { Hero } from '@/features/tenant/components/home/hero';
import { ProgrammesSection } from '@/features/tenant/components/home/programmes-section';
import { TestimoniesSection } from '@/features/tenant/components/home/testimonies-section';
import { useDocumentTitle } from '@/shared/lib/use-document-title';

/** spec §1: home: banner, features, testimonies, programmes, then the way in (register). */
export function Component() {
  useDocumentTitle(useGeneral().data?.tagline);
  return (
    <>
      <Hero />
      <FeaturesSection />
      {/* catalog: best sellers row */}
      <BestSellerRow className="container-page py-14 sm:py-20" />
      <ProgrammesSection />
      <TestimoniesSection />
      <CtaBand />
    </>
  );
}
