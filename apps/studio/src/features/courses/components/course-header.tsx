import type { ReactNode } from 'react';
import type { StudioCourseStatus } from '@app/contract/studio/constants';
import { useT } from '@/shared/i18n/i18n';
import { Icon, icons } from '@/shared/ui/icons';
import { LinkButton } from '@/shared/ui/button';
import { StatusBadge } from '@/shared/ui/status-badge';

/** The course page's top: the way back, its title and status, and what it links to. */
export function CourseHeader(props: {
  title: string;
  status?: StudioCourseStatus;
  meta?: ReactNode;
  links?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <LinkButton to="/courses" variant="ghost" size="sm" className="-ml-3 self-start text-ink-soft">
        <Icon path={icons.arrowLeft} size={18} />
        {t('course.back')}
      </LinkButton>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">
              {props.title}
            </h1>
            {props.status && <StatusBadge status={props.status} />}
          </div>
          {props.meta && <p className="mt-1 text-sm text-ink-soft">{props.meta}</p>}
        </div>
        {props.links}
      </div>
    </div>
  );
}
