import { useBrand } from '@/shared/config/brand-store';
import { Icon } from '@/shared/ui/icons';

const playIcon = 'M7 4.5v15l12-7.5z';

/**
 * What a video lesson shows until it first plays: the company, the course and the lesson, over
 * the company's colour (docs/product.md §15). Clips carry no words (a demo clip stands in for
 * many lessons), so this card is what names the lesson: real text, read by screen readers and in
 * the page's language, drawn by the browser rather than shipped as a picture per lesson. Clicks
 * go through it to the video, which plays.
 */
export function TitleCard({ course, lesson }: { course: string; lesson: string }) {
  const company = useBrand((b) => b.companyName);
  return (
    <div
      data-testid="title-card"
      className="pointer-events-none absolute inset-0 flex flex-col justify-between overflow-hidden bg-brand p-4 text-white sm:p-8"
    >
      {/* Darker towards the text, so white reads on any company colour. */}
      <div aria-hidden className="absolute inset-0 bg-gradient-to-br from-black/0 via-black/25 to-black/65" />
      <p className="relative text-xs font-bold tracking-[0.14em] uppercase sm:text-sm">{company}</p>
      <div className="relative flex items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="line-clamp-1 text-sm text-white/90 sm:text-lg">{course}</p>
          <p className="mt-1 line-clamp-2 text-lg leading-tight font-extrabold text-balance sm:text-3xl">
            {lesson}
          </p>
        </div>
        <span
          aria-hidden
          className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-brand shadow-lg sm:size-16"
        >
          <Icon path={playIcon} size={26} filled />
        </span>
      </div>
    </div>
  );
}
