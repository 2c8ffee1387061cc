import { cx } from '../lib/cx';

/**
 * A small hand-drawn icon set (24×24 strokes) as named path constants, so a page bundles only the
 * icons it uses. Icons are decoration: the text next to them carries the meaning.
 */
export function Icon({
  path,
  size = 20,
  filled = false,
  className,
}: {
  path: string;
  size?: number;
  filled?: boolean;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      fillRule={filled ? 'evenodd' : undefined}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cx('shrink-0', className)}
    >
      <path d={path} />
    </svg>
  );
}

const circle = 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18';

export const arrowRight = 'M5 12h14M13 6l6 6-6 6';
export const arrowLeft = 'M19 12H5M11 6l-6 6 6 6';
export const chevronDown = 'M6 9l6 6 6-6';
export const chevronLeft = 'M15 6l-6 6 6 6';
export const chevronRight = 'M9 6l6 6-6 6';
export const check = 'M5 12.5l4.5 4.5L19 7.5';
export const checkCircle = `${circle}M8 12.5l2.8 2.8L16.5 9.5`;
export const clock = `${circle}M12 7v5l3 2`;
export const calendar =
  'M4 6.5A1.5 1.5 0 0 1 5.5 5h13A1.5 1.5 0 0 1 20 6.5v12a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18.5zM4 10h16M8 3v4M16 3v4';
export const mail =
  'M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5zM3.5 6.5l8.5 6.5 8.5-6.5';
export const phone =
  'M5 4h3.5l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2 4.5 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2';
export const mapPin =
  'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 7a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5';
export const search = 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14M20 20l-4-4';
export const star = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z';
export const quote =
  'M10 6C7 7.2 4.5 9.8 4.5 13.5V19H10v-6H7.2c.3-2 1.6-3.5 3.6-4.4zM19.5 6c-3 1.2-5.5 3.8-5.5 7.5V19h5.5v-6h-2.8c.3-2 1.6-3.5 3.6-4.4z';
export const award = 'M12 3a6 6 0 1 0 0 12a6 6 0 1 0 0-12M8.5 13.5L7 21l5-3 5 3-1.5-7.5';
export const users =
  'M9 11a3.5 3.5 0 1 0 0-7a3.5 3.5 0 1 0 0 7M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6.5 6.5 0 0 1 3.5 6';
export const user = 'M12 12a4 4 0 1 0 0-8a4 4 0 1 0 0 8M4.5 21a7.5 7.5 0 0 1 15 0';
export const book =
  'M12 6.5C10.5 5 8 4.5 4 4.5v14c4 0 6.5.5 8 2 1.5-1.5 4-2 8-2v-14c-4 0-6.5.5-8 2zM12 6.5v14';
export const briefcase =
  'M3 8.5A1.5 1.5 0 0 1 4.5 7h15A1.5 1.5 0 0 1 21 8.5v10a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5zM8.5 7V5.5A1.5 1.5 0 0 1 10 4h4a1.5 1.5 0 0 1 1.5 1.5V7M3 13h18';
export const monitor =
  'M3 5.5A1.5 1.5 0 0 1 4.5 4h15A1.5 1.5 0 0 1 21 5.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 14.5zM8 20h8M12 16v4';
export const shield = 'M12 3l7.5 3v5.5c0 4.5-3.2 8.2-7.5 9.5-4.3-1.3-7.5-5-7.5-9.5V6zM8.5 12l2.5 2.5 4.5-5';
export const chat = 'M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H9l-5 4z';
export const globe = `${circle}M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3`;
export const signal = 'M5 20v-4M10 20v-8M15 20V8M20 20V4';
export const trending = 'M3 17l6-6 4 4 8-8M15 7h6v6';
export const play = `${circle}M10 8.5v7l5.5-3.5z`;
export const sparkle =
  'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z';
export const externalLink =
  'M14 4h6v6M20 4l-9 9M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10';
export const fileText =
  'M6.5 3H14l5 5v11.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 19.5v-15A1.5 1.5 0 0 1 6.5 3zM14 3v5h5M9 13h6M9 17h6';
export const help = `${circle}M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01`;
export const target = `${circle}M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10M12 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2`;

export const infinity =
  'M6.5 8.5C4 8.5 2.5 10.2 2.5 12s1.5 3.5 4 3.5c3.5 0 7.5-7 11-7 2.5 0 4 1.7 4 3.5s-1.5 3.5-4 3.5c-3.5 0-7.5-7-11-7z';
export const smartphone =
  'M7.5 2.5h9A1.5 1.5 0 0 1 18 4v16a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 6 20V4a1.5 1.5 0 0 1 1.5-1.5zM11 18h2';
export const receipt = 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3';
export const chart = 'M4 4v16h16M8 16v-4M12 16V8M16 16v-6';
export const building =
  'M4 21V5.5A1.5 1.5 0 0 1 5.5 4h8A1.5 1.5 0 0 1 15 5.5V21M15 10h3.5a1.5 1.5 0 0 1 1.5 1.5V21M3 21h18M8 8h3M8 12h3M8 16h3';
export const languages = 'M4 5h9M8.5 3v2M11 5c-1 4-3.5 7-7 9M6.5 9c1.2 2 3 3.5 5 4.5M13 21l4-9 4 9M14.5 18h5';
export const presentation =
  'M3 4h18M5 4v10a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V4M12 15v3M8 21l4-3 4 3M9 11l2-2 2 2 3-3';

/** Brand marks of the usual social networks (filled), by lower-cased name. */
export const socialIcons: Record<string, string> = {
  instagram:
    'M7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2zm0 2A3.5 3.5 0 0 0 4 7.5v9A3.5 3.5 0 0 0 7.5 20h9a3.5 3.5 0 0 0 3.5-3.5v-9A3.5 3.5 0 0 0 16.5 4zM12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm5.25-3.5a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5z',
  linkedin:
    'M4 9h3.5v11H4zM5.75 3.5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM10 9h3.3v1.6c.6-1 1.9-1.9 3.7-1.9 3 0 4 2 4 5V20h-3.5v-5.5c0-1.5-.4-2.6-1.9-2.6-1.6 0-2.1 1.2-2.1 2.7V20H10z',
  youtube:
    'M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.6 2.6 0 0 0 2.4 7.2 27 27 0 0 0 2 12a27 27 0 0 0 .4 4.8 2.6 2.6 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8A27 27 0 0 0 22 12a27 27 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  facebook:
    'M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.3A22 22 0 0 0 14.6 2C12.2 2 10.5 3.5 10.5 6.2v2.3H8v3.5h2.5V22H14V12h2.7l.4-3.5z',
  x: 'M3.5 3h5.2l4.1 5.6L17.6 3h2.3l-6.1 7 6.7 11h-5.2l-4.5-6.1L5.4 21H3.1l6.6-7.6z',
  twitter: 'M3.5 3h5.2l4.1 5.6L17.6 3h2.3l-6.1 7 6.7 11h-5.2l-4.5-6.1L5.4 21H3.1l6.6-7.6z',
};
