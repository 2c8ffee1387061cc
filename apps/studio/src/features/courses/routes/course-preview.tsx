import { useParams, useSearchParams } from 'react-router';
import { formatMoney } from '@app/contract/money';
import type { ContentLesson, LessonBlock, TextRun } from '@app/contract/learning/schemas';
import type { CoursePreview } from '@app/contract/studio/schemas';
import { ApiError } from '@/shared/http/client';
import { errorText } from '@/shared/http/error-words';
import { useI18n, useT, type MessageKey } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { Alert } from '@/shared/ui/alert';
import { Skeleton } from '@/shared/ui/skeleton';
import { useCoursePreview } from '../api/courses';
import { PreviewBanner } from '../components/preview-banner';

/**
 * /courses/:id/preview: "Preview as learner" (issue 24 item 6, docs/decisions.md §46). The draft
 * as the API answers it in the learner's shapes (the course page's texts, the curriculum as the
 * player's content answer, every lesson open), drawn in the company's colours under a banner that
 * says it is a preview. `?lesson=<id>` opens a lesson as the player does.
 */
export function Component() {
  const t = useT();
  const id = Number(useParams().id);
  const locale = useI18n((s) => s.locale);
  const preview = useCoursePreview(id, locale);
  usePageTitle(preview.data ? `${t('preview.open')}: ${preview.data.course.title}` : null);
  if (preview.error)
    return (
      <Alert tone="error">
        {preview.error instanceof ApiError && preview.error.status === 404
          ? t('preview.notFound')
          : errorText(t, preview.error)}
      </Alert>
    );
  if (!preview.data)
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-16" />
        <Skeleton className="h-48" />
      </div>
    );
  return <Preview preview={preview.data} />;
}

const TYPE_WORDS: Record<ContentLesson['type'], MessageKey> = {
  video: 'cur.type.video',
  text: 'cur.type.text',
  pdf: 'cur.type.pdf',
  quiz: 'cur.type.quiz',
};

function Preview({ preview }: { preview: CoursePreview }) {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const { course, content } = preview;
  const lessons = content.sections.flatMap((s) => s.lessons);
  const open = lessons.find((l) => String(l.id) === search.get('lesson'));
  const price = course.discount_price ?? course.price;
  return (
    <div className="flex flex-col gap-6">
      <PreviewBanner draftId={preview.draft_id} published={preview.status !== 'draft'} />
      {open ? (
        <LessonView lesson={open} />
      ) : (
        <header className="grid gap-6 rounded-2xl bg-white p-5 shadow-sm md:grid-cols-[2fr_1fr]">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{course.title}</h1>
            {course.subtitle && <p className="mt-2 text-lg text-ink-soft">{course.subtitle}</p>}
            {course.mentor_name && <p className="mt-3 text-sm text-ink-soft">{course.mentor_name}</p>}
            <div className="mt-4 flex flex-col gap-3 text-ink">
              {course.description.map((b, i) => (
                <DescriptionBlock key={i} block={b} />
              ))}
            </div>
          </div>
          <div className="flex flex-col gap-3">
            {course.cover_url && (
              <img src={course.cover_url} alt="" className="aspect-video w-full rounded-xl object-cover" />
            )}
            <p className="text-2xl font-bold text-ink">
              {formatMoney(price, course.currency, preview.lang)}
              {course.discount_price !== null && (
                <s className="ml-2 text-base font-normal text-ink-soft">
                  {formatMoney(course.price, course.currency, preview.lang)}
                </s>
              )}
            </p>
          </div>
        </header>
      )}
      <nav aria-label={t('preview.curriculum')} className="rounded-2xl bg-white p-5 shadow-sm">
        <h2 className="text-lg font-semibold text-ink">{t('preview.curriculum')}</h2>
        <p className="text-sm text-ink-soft">{t('preview.lessons', { count: lessons.length })}</p>
        {content.sections.map((section) => (
          <section key={section.id} className="mt-4">
            <h3 className="font-semibold text-ink">{section.title}</h3>
            <ul className="mt-2 flex flex-col gap-1">
              {section.lessons.map((lesson) => (
                <li key={lesson.id}>
                  <button
                    type="button"
                    aria-current={open?.id === lesson.id ? 'page' : undefined}
                    onClick={() => setSearch({ lesson: String(lesson.id) })}
                    className="flex w-full flex-wrap items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-accent aria-[current=page]:bg-brand-soft"
                  >
                    <span className="text-ink">{lesson.title}</span>
                    <span className="text-ink-soft">
                      {lesson.is_preview && `${t('preview.free')} · `}
                      {t(TYPE_WORDS[lesson.type])}
                      {lesson.duration_minutes > 0 && ` · ${lesson.duration_minutes} min`}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </div>
  );
}

/** A lesson as the player shows it: its video (with captions) or PDF, then its body. */
function LessonView({ lesson }: { lesson: ContentLesson }) {
  const t = useT();
  const file = lesson.file;
  return (
    <article className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{lesson.title}</h1>
      {lesson.type === 'video' &&
        (file ? (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- the tracks are the lesson's captions, mapped below
          <video
            src={file.url}
            controls
            preload="metadata"
            playsInline
            className="aspect-video w-full rounded-xl bg-black"
          >
            {file.captions.map((c) => (
              <track key={c.language} kind="captions" src={c.url} srcLang={c.language} label={c.label} />
            ))}
          </video>
        ) : (
          <Alert tone="warning">{t('preview.noFile')}</Alert>
        ))}
      {lesson.type === 'pdf' &&
        (file ? (
          <a href={file.url} target="_blank" rel="noopener noreferrer" className="text-accent underline">
            {t('preview.pdf')}
          </a>
        ) : (
          <Alert tone="warning">{t('preview.noFile')}</Alert>
        ))}
      {lesson.type === 'quiz' && <Alert tone="info">{t('preview.quiz')}</Alert>}
      <div className="flex flex-col gap-3 text-ink">
        {(lesson.body ?? []).map((block, i) => (
          <BodyBlock key={i} block={block} />
        ))}
      </div>
    </article>
  );
}

const Runs = ({ runs }: { runs: TextRun[] }) => (
  <>
    {runs.map((r, i) => {
      let node = <>{r.text}</>;
      if (r.code) node = <code className="rounded bg-brand-soft px-1">{node}</code>;
      if (r.bold) node = <strong>{node}</strong>;
      if (r.italic) node = <em>{node}</em>;
      if (r.href)
        node = (
          <a href={r.href} className="text-accent underline" rel="noopener noreferrer" target="_blank">
            {node}
          </a>
        );
      return <span key={i}>{node}</span>;
    })}
  </>
);

/** The player's blocks, drawn as elements (never injected markup). */
function BodyBlock({ block }: { block: LessonBlock }) {
  switch (block.type) {
    case 'h2':
      return <h2 className="text-xl font-semibold">{block.text}</h2>;
    case 'h3':
      return <h3 className="text-lg font-semibold">{block.text}</h3>;
    case 'p':
      return (
        <p>
          <Runs runs={block.runs} />
        </p>
      );
    case 'quote':
      return (
        <blockquote className="border-l-4 border-line pl-3 italic">
          <Runs runs={block.runs} />
        </blockquote>
      );
    case 'pre':
      return (
        <pre className="overflow-x-auto rounded-lg bg-slate-900 p-3 text-sm text-white">{block.text}</pre>
      );
    case 'ul':
    case 'ol': {
      const List = block.type;
      return (
        <List className={block.type === 'ul' ? 'list-disc pl-6' : 'list-decimal pl-6'}>
          {block.items.map((item, i) => (
            <li key={i}>
              <Runs runs={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'img':
      return (
        <figure className="flex flex-col gap-1">
          <img
            src={block.url}
            alt={block.alt}
            width={block.width ?? undefined}
            height={block.height ?? undefined}
            loading="lazy"
            className="h-auto max-w-full rounded-lg"
          />
          {block.caption && <figcaption className="text-sm text-ink-soft">{block.caption}</figcaption>}
        </figure>
      );
  }
}

/** The course page's description blocks. */
function DescriptionBlock({ block }: { block: CoursePreview['course']['description'][number] }) {
  if (block.type === 'h2') return <h2 className="text-xl font-semibold">{block.text}</h2>;
  if (block.type === 'p') return <p>{block.text}</p>;
  return (
    <ul className="list-disc pl-6">
      {block.items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}
