import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useBrand } from '@/shared/config/brand-store';
import { useT } from '@/shared/i18n/i18n';
import { CardGridSkeleton } from '@/shared/ui/skeleton';
import { SectionHeading } from '@/shared/ui/section-heading';
import { ErrorState } from '@/shared/ui/states';
import { useProgrammes } from '../../api/content';
import { ProgrammeCard } from '../programme-card';

/** The anchor the footer's "Programmes" link points at (/#programmes). */
export const PROGRAMMES_ANCHOR = 'programmes';

/** product §1: the home page's programmes, each linking to /program/:id. Hidden when there are none. */
export function ProgrammesSection() {
  const t = useT();
  const pluralName = useBrand((b) => b.pluralName);
  const programmes = useProgrammes();
  const { hash } = useLocation();
  const ready = programmes.isSuccess;

  // Arriving from another page at /#programmes: scroll here once the cards have a height.
  useEffect(() => {
    if (!ready || hash !== `#${PROGRAMMES_ANCHOR}`) return;
    const frame = requestAnimationFrame(() => document.getElementById(PROGRAMMES_ANCHOR)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [ready, hash]);

  if (programmes.data?.length === 0) return null;
  const count = programmes.data?.length ?? 0;
  return (
    <section
      id={PROGRAMMES_ANCHOR}
      aria-labelledby="programmes-title"
      className="border-y border-line bg-white py-14 sm:py-20"
    >
      <div className="container-page">
        <SectionHeading
          id="programmes-title"
          eyebrow={t('home.programmesEyebrow')}
          title={t('home.programmesTitle')}
          lead={t('home.programmesLead', { plural: pluralName.toLowerCase() })}
        />
        {programmes.isPending ? (
          <CardGridSkeleton count={3} label={t('home.loadingSection')} />
        ) : programmes.isError ? (
          <ErrorState onRetry={() => void programmes.refetch()} />
        ) : (
          <ul
            className={`grid gap-5 sm:grid-cols-2 ${count % 4 === 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
          >
            {programmes.data.map((programme) => (
              <li key={programme.id}>
                <ProgrammeCard programme={programme} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
