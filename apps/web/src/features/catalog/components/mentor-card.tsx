import type { Mentor } from '@app/contract/catalog/schemas';
import { intlLocale, useI18n, useT } from '@/shared/i18n/i18n';
import { book, Icon, star, users } from '@/shared/ui/icons';
import { ErrorState } from '@/shared/ui/states';
import { langOf } from '@/shared/i18n/text-lang';
import { useMentor } from '../api/get-mentor';
import { formatRating, countLabel } from '../lib/format';

/** product §7 get-mentor: who teaches the course, with their numbers and bio. */
export function MentorCard({ mentorId, known }: { mentorId: number; known?: Mentor }) {
  const t = useT();
  const locale = intlLocale(useI18n((s) => s.locale));
  const { data: mentor, isError, refetch } = useMentor(mentorId, known);
  if (!mentor) return isError ? <ErrorState onRetry={() => void refetch()} /> : null;
  const stats = [
    { icon: star, text: t('catalog.mentor.rating', { rating: formatRating(mentor.rating_avg, locale) }) },
    { icon: users, text: countLabel(t, 'catalog.students', mentor.students_count) },
    { icon: book, text: countLabel(t, 'catalog.mentor.courses', mentor.courses_count) },
  ];
  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-white p-5 sm:p-6">
      <div className="flex items-start gap-4">
        <img
          src={mentor.photo}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="size-20 shrink-0 rounded-full bg-brand-soft object-cover sm:size-24"
        />
        <div className="min-w-0">
          <h3 className="text-lg font-bold text-brand-strong">{mentor.name}</h3>
          <p {...langOf(mentor, 'headline')} className="text-sm text-ink-soft">
            {mentor.headline}
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {stats.map((s) => (
              <li key={s.text} className="flex items-center gap-2">
                <Icon path={s.icon} size={16} className="text-ink-soft" />
                {s.text}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {mentor.bio && (
        <p {...langOf(mentor, 'bio')} className="mt-4 leading-7 whitespace-pre-line text-ink-soft">
          {mentor.bio}
        </p>
      )}
    </div>
  );
}
