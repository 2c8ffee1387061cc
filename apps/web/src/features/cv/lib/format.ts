import { intlLocale } from '@/shared/i18n/i18n';

/** 'YYYY-MM' as the page's language writes a month: "Mar 2024", "Mei 2024", "Mac 2024". */
export function formatMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  if (!year || !m) return month;
  return new Intl.DateTimeFormat(intlLocale(), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  );
}

/** "Mar 2020 – Jun 2023", or "Jul 2023 – Present". */
export const formatPeriod = (from: string, to: string | null, present: string) =>
  `${formatMonth(from)} – ${to ? formatMonth(to) : present}`;
