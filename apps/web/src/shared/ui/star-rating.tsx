import { useT } from '../i18n/i18n';
import { Icon, star } from './icons';

/** Stars for a rating out of five, to the nearest half star, read out as "Rated 4.5 out of 5". */
export function StarRating({ value, max = 5, size = 16 }: { value: number; max?: number; size?: number }) {
  const t = useT();
  const rounded = Math.round(Math.min(Math.max(value, 0), max) * 2) / 2;
  return (
    <span
      role="img"
      aria-label={t('app.ratingOf', { value: Number(value.toFixed(1)), max })}
      className="inline-flex items-center gap-0.5"
    >
      {Array.from({ length: max }, (_, i) => {
        const fill = Math.min(Math.max(rounded - i, 0), 1);
        return (
          <span key={i} className="relative inline-flex">
            <Icon path={star} filled size={size} className="text-slate-300" />
            {fill > 0 && (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Icon path={star} filled size={size} className="text-amber-600" />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
