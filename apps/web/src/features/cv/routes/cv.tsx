import { useCallback } from 'react';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { ErrorState } from '@/shared/ui/states';
import { useCv } from '../api/get-cv';
import { usePersonalSkills } from '../api/get-personal-skills';
import { CvHeader } from '../components/cv-header';
import { DetailsForm } from '../components/details-form';
import { EducationSection } from '../components/education-section';
import { SkillsForm } from '../components/skills-form';
import { WorkSection } from '../components/work-section';
import { useUnsavedGuard } from '../hooks/use-unsaved-guard';
import { loadCvWords } from '../lib/words';

// The words arrive before the page renders, as the router's `ns` does for other pages (lib/words.ts
// says why the CV loads its own).
await loadCvWords();

function FormSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="rounded-2xl border border-line/70 bg-white p-6">
      <div aria-hidden className="skeleton mb-5 h-6 w-48" />
      <div className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} aria-hidden className="skeleton h-11" />
        ))}
      </div>
    </div>
  );
}

/**
 * product §18: /profile/cv, the learner's CV. Every section is edited in place and saved on its
 * own; a change not saved yet is guarded; the PDF is made on the server.
 */
export function Component() {
  const t = useT();
  useDocumentTitle(t('cv.title'));
  const cv = useCv();
  const skills = usePersonalSkills();
  const { markDirty } = useUnsavedGuard(t('cv.leaveQuestion'));
  const detailsDirty = useCallback((dirty: boolean) => markDirty('details', dirty), [markDirty]);
  const workDirty = useCallback((dirty: boolean) => markDirty('work', dirty), [markDirty]);
  const educationDirty = useCallback((dirty: boolean) => markDirty('education', dirty), [markDirty]);
  const skillsDirty = useCallback((dirty: boolean) => markDirty('skills', dirty), [markDirty]);

  return (
    <>
      <CvHeader cv={cv.data} />
      <div className="container-page grid gap-6 py-6 sm:py-10">
        {cv.isPending ? (
          <FormSkeleton label={t('cv.loading')} />
        ) : cv.isError ? (
          <ErrorState onRetry={() => void cv.refetch()} />
        ) : (
          <DetailsForm cv={cv.data} onDirty={detailsDirty} />
        )}
        <WorkSection onDirty={workDirty} />
        <EducationSection onDirty={educationDirty} />
        {skills.isPending ? (
          <FormSkeleton label={t('cv.loading')} />
        ) : skills.isError ? (
          <ErrorState onRetry={() => void skills.refetch()} />
        ) : (
          <SkillsForm skills={skills.data} onDirty={skillsDirty} />
        )}
      </div>
    </>
  );
}
