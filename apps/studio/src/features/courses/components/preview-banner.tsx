import { useT } from '@/shared/i18n/i18n';
import { LinkButton } from '@/shared/ui/button';
import { Icon, icons } from '@/shared/ui/icons';

/**
 * "Preview as learner": a banner above the draft, saying that learners do not see this version
 * until it is published, with the way back to editing (issue 24 item 6).
 */
export function PreviewBanner({ draftId, published }: { draftId: number; published: boolean }) {
  const t = useT();
  return (
    <section
      aria-label={t('preview.banner')}
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <div className="flex min-w-0 gap-3">
        <Icon path={icons.alert} className="mt-0.5 shrink-0" />
        <div>
          <p className="font-semibold">{t('preview.banner')}</p>
          <p className="text-sm">{published ? t('preview.leadChanges') : t('preview.leadDraft')}</p>
        </div>
      </div>
      <LinkButton to={`/courses/${draftId}`} variant="secondary" size="sm">
        {t('preview.back')}
      </LinkButton>
    </section>
  );
}
