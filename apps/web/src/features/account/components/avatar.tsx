import { useState } from 'react';
import { cx } from '@/shared/lib/cx';

/** The default avatar (product §2 "or a default image"): a person on the tenant's soft colour. */
function DefaultAvatar({ size }: { size: number }) {
  return (
    <svg aria-hidden width={size} height={size} viewBox="0 0 40 40" className="block">
      <rect width="40" height="40" fill="var(--color-brand-soft)" />
      <circle cx="20" cy="16" r="7" fill="var(--color-brand)" opacity="0.55" />
      <path d="M6 38c1.5-7.5 7.2-12 14-12s12.5 4.5 14 12z" fill="var(--color-brand)" opacity="0.55" />
    </svg>
  );
}

/**
 * product §2: the photo thumbnail, or the default image when there is none (or it fails to load).
 * Decorative: the full name is always written next to it.
 */
export function Avatar({
  src,
  size = 40,
  className,
}: {
  src?: string | null;
  size?: number;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const show = src && failed !== src;
  return (
    <span
      className={cx('inline-block shrink-0 overflow-hidden rounded-full ring-2 ring-white', className)}
      style={{ width: size, height: size }}
    >
      {show ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          className="size-full object-cover"
          data-testid="avatar-photo"
          onError={() => setFailed(src)}
        />
      ) : (
        <DefaultAvatar size={size} />
      )}
    </span>
  );
}
