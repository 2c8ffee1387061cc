import { useT } from '@/shared/i18n/i18n';
import type { LessonContentProps } from './lesson-content';

/** Placeholder until this lesson type's editor lands; what the lesson already has is kept. */
export function LessonMedia(props: LessonContentProps) {
  const t = useT();
  return (
    <p className="rounded-xl border border-brand-muted bg-brand-soft px-3 py-2 text-sm text-ink">
      {t('cur.laterStep', { type: props.typeLabel })}
    </p>
  );
}
