import type { ContentLesson, CourseContent, LessonFile } from '@app/contract/learning/schemas';
import { formatNumber } from '@/shared/i18n/format';
import { intlLocale, useI18n, useT } from '@/shared/i18n/i18n';
import { paths } from '@/shared/routes/route-table';
import { buttonClass, LinkButton } from '@/shared/ui/button';
import { checkCircle, Icon } from '@/shared/ui/icons';
import { download, lock, quiz } from '../lib/icons';

/** A PDF lesson: the browser's own viewer in the page, and the file to keep. */
export function PdfLesson({ title, file }: { title: string; file: LessonFile }) {
  const t = useT();
  const locale = intlLocale(useI18n((s) => s.locale));
  const megabytes = formatNumber(Math.max(0.1, Math.round(file.byte_size / 104_857.6) / 10), locale);
  return (
    <div className="space-y-3">
      <iframe
        src={file.url}
        title={t('learning.player.pdf', { title })}
        className="h-[70vh] max-h-[48rem] min-h-96 w-full rounded-[var(--radius-card)] border border-line bg-white"
      />
      <a href={file.url} download={file.file_name} className={buttonClass('secondary', 'md')}>
        <Icon path={download} size={18} />
        {t('learning.player.downloadPdf')}
        <span className="font-normal text-ink-soft">
          ({t('learning.player.pdfSize', { size: megabytes })})
        </span>
      </a>
    </div>
  );
}

/** A quiz lesson: a card that leads to the quiz; passing it completes the lesson. */
export function QuizLessonCard({ lesson, passed }: { lesson: ContentLesson; passed: boolean }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-gradient-to-br from-brand-soft to-white p-5 sm:flex-row sm:items-center sm:p-6">
      <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand text-on-brand">
        <Icon path={quiz} size={28} />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm font-bold tracking-wide text-brand uppercase">{t('learning.player.quiz')}</p>
        <p className="text-ink-soft">{t('learning.player.quizText')}</p>
        {passed && (
          <p className="flex items-center gap-1.5 font-semibold text-emerald-800">
            <Icon path={checkCircle} size={18} />
            {t('learning.player.quizPassed')}
          </p>
        )}
      </div>
      {lesson.quiz_id !== null && (
        <LinkButton to={paths.quiz(lesson.quiz_id)} size="lg">
          {t('learning.player.takeQuiz')}
          <span className="sr-only">: {lesson.title}</span>
        </LinkButton>
      )}
    </div>
  );
}

/** A lesson the learner may not open: why, and where to buy the course. */
export function LockedLesson({ content }: { content: CourseContent }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-line bg-white px-6 py-12 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand">
        <Icon path={lock} size={28} />
      </span>
      <h2 className="text-lg font-bold">{t('learning.player.locked')}</h2>
      <p className="max-w-md text-ink-soft">{t('learning.player.lockedText')}</p>
      <LinkButton to={paths.course(content.slug)}>{t('learning.player.buy')}</LinkButton>
    </div>
  );
}

/** A video or PDF lesson whose file has not been uploaded yet. */
export function MissingFile() {
  const t = useT();
  return (
    <div className="rounded-[var(--radius-card)] border border-dashed border-line bg-white px-6 py-10 text-center">
      <p className="font-bold">{t('learning.player.noFile')}</p>
      <p className="mt-1 text-ink-soft">{t('learning.player.noFileText')}</p>
    </div>
  );
}
