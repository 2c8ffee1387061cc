import type { ReactNode } from 'react';
import type { CourseDetail } from '@app/contract/catalog/schemas';
import { useT } from '@/shared/i18n/i18n';
import { langOf } from '@/shared/i18n/text-lang';
import { ContentBlocks } from '@/shared/ui/content-blocks';
import { check, Icon } from '@/shared/ui/icons';
import { CourseOverview } from './course-overview';
import { MentorCard } from './mentor-card';
import { PriceBox } from './price-box';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-6">
      <h2 id={`${id}-title`} className="mb-4 text-2xl font-extrabold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The course page (product §2 /education/:slug) drawn from a course at hand: the course page's
 * route gives it the published course, the buy button and the ratings and comments; a preview
 * (docs/decisions.md §47) gives it a draft, a note instead of buying, and no ratings or comments.
 */
export function CourseDetailView(props: {
  course: CourseDetail;
  /** In the buying card: the buy button, or what stands for it. */
  action: ReactNode;
  /** The course content's list (it may fetch, or be given the data). */
  curriculum: ReactNode;
  /** Ratings and comments: left out where there are none to show. */
  reviews?: ReactNode;
  comments?: ReactNode;
}) {
  const { course, action, curriculum, reviews, comments } = props;
  const t = useT();
  return (
    <>
      <CourseOverview course={course} reviewsBelow={Boolean(reviews)} />
      <div className="container-page grid gap-10 pt-8 pb-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <aside
          aria-label={t('catalog.detail.purchase')}
          className="lg:col-start-2 lg:row-start-1 lg:-mt-[21.5rem]"
        >
          <div className="lg:sticky lg:top-6">
            <PriceBox course={course} action={action} />
          </div>
        </aside>
        <div className="min-w-0 space-y-12 lg:col-start-1 lg:row-start-1">
          {course.what_you_learn.length > 0 && (
            <section
              aria-labelledby="learn-title"
              className="rounded-[var(--radius-card)] border border-line bg-white p-5 sm:p-6"
            >
              <h2 id="learn-title" className="text-2xl font-extrabold tracking-tight">
                {t('catalog.detail.whatYouLearn')}
              </h2>
              <ul {...langOf(course, 'what_you_learn')} className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
                {course.what_you_learn.map((item) => (
                  <li key={item} className="flex gap-2.5 text-sm leading-6">
                    <Icon path={check} size={18} className="mt-0.5 text-brand" />
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <Section id="curriculum" title={t('catalog.detail.curriculum')}>
            {curriculum}
          </Section>
          {course.requirements.length > 0 && (
            <Section id="requirements" title={t('catalog.detail.requirements')}>
              <ul
                {...langOf(course, 'requirements')}
                className="list-disc space-y-2 pl-6 text-ink-soft marker:text-brand"
              >
                {course.requirements.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Section>
          )}
          {course.description.length > 0 && (
            <Section id="description" title={t('catalog.detail.description')}>
              <ContentBlocks
                blocks={course.description}
                className="[&_h2]:text-xl"
                {...langOf(course, 'description')}
              />
            </Section>
          )}
          <Section id="mentor" title={t('catalog.detail.mentor')}>
            <MentorCard mentorId={course.mentor.id} known={course.mentor} />
          </Section>
          {reviews && (
            <Section id="reviews" title={t('catalog.detail.reviews')}>
              {reviews}
            </Section>
          )}
          {comments && (
            <Section id="comments" title={t('catalog.detail.comments')}>
              {comments}
            </Section>
          )}
        </div>
      </div>
    </>
  );
}
