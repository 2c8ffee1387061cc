import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A link to an address that comes from content (banner CTAs): in-app paths route without a
 * reload, http(s) addresses open in a new tab, anything else (javascript:, data:) is refused.
 */
export function CtaLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  if (href.startsWith('/') && !href.startsWith('//'))
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  if (/^https?:\/\//i.test(href))
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  return null;
}
