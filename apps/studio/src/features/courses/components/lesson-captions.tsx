import { useId, useState } from 'react';
import type { Locale } from '@app/contract/envelope';
import { uploadCaptions } from '@app/contract/studio/endpoints';
import { fieldText } from '@/shared/http/error-words';
import { callData } from '@/shared/http/client';
import { LOCALES, useT } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';
import { Icon, icons } from '@/shared/ui/icons';
import { captionProblem } from '../lib/media';
import { FileButton } from './file-button';
import type { LessonContentProps } from './lesson-content';
import { uploadErrorText } from './lesson-pdf';

/**
 * A video lesson's captions, one file per course language: WebVTT or SRT uploaded
 * (`POST /api/studio/courses/:id/captions`, which converts SRT and checks the cue timeline),
 * listed with their language, replaced or removed.
 */
export function LessonCaptions(props: LessonContentProps) {
  const t = useT();
  const id = useId();
  return (
    <section
      className="flex flex-col gap-2 rounded-xl border border-line p-3"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-ink">
        {t('media.captions.title')}
      </h3>
      <p id={`${id}-hint`} className="text-xs text-ink-soft">
        {t('media.captions.hint')}
      </p>
      <ul className="flex flex-col gap-2">
        {props.languages.map((language) => (
          <CaptionRow key={language} {...props} language={language} hintId={`${id}-hint`} />
        ))}
      </ul>
    </section>
  );
}

function CaptionRow(props: LessonContentProps & { language: Locale; hintId: string }) {
  const t = useT();
  const errorId = useId();
  const { lesson, language, patch } = props;
  const label = LOCALES.find((l) => l.code === language)?.label ?? language;
  const index = lesson.captions.findIndex((c) => c.language === language);
  const caption = index >= 0 ? lesson.captions[index] : undefined;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [cues, setCues] = useState<number | null>(null);
  const serverError =
    index >= 0
      ? fieldText(
          t,
          props.errors[`${lesson.key}.captions.${index}.file_id`] ??
            props.errors[`${lesson.key}.captions.${index}`],
        )
      : undefined;
  const shown = problem ?? serverError;

  async function choose(file: File) {
    setProblem(null);
    setCues(null);
    const local = captionProblem(file);
    if (local)
      return setProblem(t(local === 'wrongType' ? 'media.captions.wrongType' : 'media.captions.tooBig'));
    setBusy(true);
    try {
      const answer = await callData(uploadCaptions, {
        params: { id: props.courseId },
        body: { language, file },
      });
      setCues(answer.cues);
      patch({
        captions: [
          ...lesson.captions.filter((c) => c.language !== language),
          { language, file_id: answer.id },
        ],
      });
    } catch (error) {
      setProblem(uploadErrorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li
      className="flex flex-col gap-1 rounded-lg bg-brand-soft/40 px-2 py-2"
      data-testid={`captions-${language}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-32 text-sm font-semibold text-ink">{label}</span>
        <span className="text-sm text-ink-soft">
          {busy
            ? t('media.captions.uploading')
            : caption
              ? cues !== null
                ? t('media.captions.added', { cues })
                : t('media.captions.have')
              : t('media.captions.none')}
        </span>
        <div className="ms-auto flex flex-wrap gap-2">
          <FileButton
            accept=".vtt,.srt,text/vtt"
            disabled={busy}
            describedBy={[shown ? errorId : '', props.hintId].filter(Boolean).join(' ')}
            invalid={Boolean(shown)}
            testId={`captions-input-${language}`}
            onFile={(f) => void choose(f)}
          >
            <Icon path={icons.up} size={16} />
            {/* Short on screen; the language read out with it. */}
            {caption ? t('media.captions.replaceShort') : t('media.captions.uploadShort')}
            <span className="sr-only"> {t('media.captions.what', { language: label })}</span>
          </FileButton>
          {caption && (
            <Button
              size="sm"
              variant="danger"
              disabled={busy}
              onClick={() => {
                setCues(null);
                patch({ captions: lesson.captions.filter((c) => c.language !== language) });
              }}
            >
              <Icon path={icons.trash} size={16} />
              {t('media.captions.removeShort')}
              <span className="sr-only"> {t('media.captions.what', { language: label })}</span>
            </Button>
          )}
        </div>
      </div>
      {shown && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {shown}
        </p>
      )}
    </li>
  );
}
