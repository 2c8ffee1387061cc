import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { passwordStrength } from '../lib/password-strength';

const COLORS = ['bg-line', 'bg-red-600', 'bg-amber-500', 'bg-emerald-500', 'bg-emerald-700'];

/** A four-bar strength hint under a new password; read out politely as it changes. */
export function PasswordMeter({ password }: { password: string }) {
  const t = useT();
  const level = passwordStrength(password);
  return (
    <div className="-mt-1 flex items-center gap-3" aria-live="polite">
      <div className="flex flex-1 gap-1" aria-hidden>
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={cx('h-1.5 flex-1 rounded-full', bar <= level ? COLORS[level] : 'bg-line')}
          />
        ))}
      </div>
      <span className="w-28 text-right text-xs font-semibold text-ink-soft">
        {level > 0 &&
          t('account.password.strength', { level: t(`account.password.level${level as 1 | 2 | 3 | 4}`) })}
      </span>
    </div>
  );
}
