import { useId, useState } from 'react';
import { uploadLessonFile } from '@app/contract/studio/endpoints';
import type { StudioFile } from '@app/contract/studio/files';
import { ApiError, callData } from '@/shared/http/client';
import { errorText, fieldText } from '@/shared/http/error-words';
import { intlLocale, useI18n, useT } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';
import { Icon, icons } from '@/shared/ui/icons';
import { useLessonFile } from '../api/media';
import { formatBytes, pdfProblem } from '../lib/media';
import { FileButton } from './file-button';
import type { LessonContentProps } from './lesson-content';

/** Words of a failed upload: the field the server named, or its code. */
export function uploadErrorText(t: ReturnType<typeof useT>, error: unknown) {
  const field = error instanceof ApiError ? Object.values(error.fields)[0] : undefined;
  return field ? fieldText(t, field)! : errorText(t, error);
}

/**
 * A PDF lesson's document: chosen, checked in the browser (type, 50 MB), uploaded
 * (`POST /api/studio/courses/:id/files`, which checks its bytes), and named by the lesson. Its
 * name and size are shown; a lesson opened again shows its size.
 */
export function LessonPdf(props: LessonContentProps) {
  const t = useT();
  const hintId = useId();
  const locale = intlLocale(useI18n((s) => s.locale));
  const { lesson, patch } = props;
  const [uploaded, setUploaded] = useState<StudioFile | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const current = uploaded?.id === lesson.file_id ? uploaded : null;
  const saved = useLessonFile(lesson.file_id && !current ? lesson.file_id : null);
  const file = current ?? saved.data ?? null;
  const shown = problem ?? fieldText(t, props.errors[`${lesson.key}.file_id`]);

  async function choose(chosen: File) {
    setProblem(null);
    const local = pdfProblem(chosen);
    if (local === 'notPdf') return setProblem(t('media.pdf.notPdf'));
    if (local === 'tooBig')
      return setProblem(t('media.pdf.tooBig', { size: formatBytes(chosen.size, locale) }));
    setBusy(true);
    try {
      const answer = await callData(uploadLessonFile, {
        params: { id: props.courseId },
        body: { file: chosen },
      });
      setUploaded(answer);
      patch({ file_id: answer.id });
    } catch (error) {
      setProblem(uploadErrorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      className="flex flex-col gap-3 rounded-xl border border-line p-3"
      aria-labelledby={`${hintId}-title`}
    >
      <h3 id={`${hintId}-title`} className="text-sm font-semibold text-ink">
        {t('media.pdf.title')}
      </h3>
      <p className="text-sm text-ink" data-testid="pdf-file">
        {lesson.file_id
          ? file
            ? file.file_name
              ? t('media.pdf.attached', { name: file.file_name, size: formatBytes(file.byte_size, locale) })
              : t('media.pdf.attachedNoName', { size: formatBytes(file.byte_size, locale) })
            : t('app.loading')
          : t('media.pdf.none')}
      </p>
      <div className="flex flex-wrap gap-2">
        <FileButton
          accept="application/pdf,.pdf"
          disabled={busy}
          variant={lesson.file_id ? 'secondary' : 'primary'}
          describedBy={[shown ? `${hintId}-error` : '', `${hintId}-hint`].filter(Boolean).join(' ')}
          invalid={Boolean(shown)}
          testId="pdf-input"
          onFile={(f) => void choose(f)}
        >
          <Icon path={icons.up} size={16} />
          {lesson.file_id ? t('media.pdf.replace') : t('media.pdf.choose')}
        </FileButton>
        {lesson.file_id && (
          <Button size="sm" variant="danger" disabled={busy} onClick={() => patch({ file_id: null })}>
            <Icon path={icons.trash} size={16} />
            {t('media.pdf.remove')}
          </Button>
        )}
      </div>
      <p id={`${hintId}-hint`} className="text-xs text-ink-soft">
        {t('media.pdf.hint')}
      </p>
      {busy && (
        <p role="status" className="text-sm text-ink-soft">
          {t('media.pdf.uploading')}
        </p>
      )}
      {shown && (
        <p id={`${hintId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {shown}
        </p>
      )}
      {current && !busy && (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {t('media.saveToKeep')}
        </p>
      )}
    </section>
  );
}
