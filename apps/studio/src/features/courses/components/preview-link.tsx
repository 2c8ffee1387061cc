import { useT } from '@/shared/i18n/i18n';
import { Button, buttonClass } from '@/shared/ui/button';
import { Icon, icons } from '@/shared/ui/icons';
import { usePreviewLink } from '../api/courses';

/**
 * "Preview as learner": the draft on the learners' site, with the site's own course page and
 * player, in a new tab (docs/decisions.md §47). A real link, so it opens however the person opens
 * links (a click, the keyboard, a middle click); a button to try again when no link came.
 */
export function PreviewLink({ draftId }: { draftId: number }) {
  const t = useT();
  const link = usePreviewLink(draftId);
  if (!link.data) {
    return (
      <>
        <Button variant="secondary" size="sm" loading={link.isFetching} onClick={() => void link.refetch()}>
          <Icon path={icons.book} size={16} />
          {t('preview.open')}
        </Button>
        {link.isError && !link.isFetching && (
          <p role="alert" className="self-center text-sm text-red-700">
            {t('preview.failed')}
          </p>
        )}
      </>
    );
  }
  return (
    <a
      href={link.data.url}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass('secondary', 'sm')}
    >
      <Icon path={icons.book} size={16} />
      {t('preview.open')}
      <span className="sr-only"> {t('preview.newTab')}</span>
      <Icon path={icons.external} size={14} />
    </a>
  );
}
