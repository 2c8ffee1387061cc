import type { Locale } from '@app/contract/envelope';
import type { ContentBlock } from '@app/contract/tenant/schemas';
import { cx } from '../lib/cx';

/** A stable anchor id for the h2 block at `index` ("refunds-3"), used by tables of contents. */
export function headingId(text: string, index: number) {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 48);
  return `${slug || 'section'}-${index}`;
}

/**
 * The h2 blocks of a body, with the ids ContentBlocks gives them when `anchors` is set, and the
 * body's language when it is not the page's.
 */
export function blockHeadings(blocks: ContentBlock[], lang?: Locale) {
  return blocks.flatMap((block, i) =>
    block.type === 'h2' ? [{ id: headingId(block.text, i), label: block.text, lang }] : [],
  );
}

/** Renders stored rich text. Blocks are text, never HTML, so nothing here can inject markup. */
export function ContentBlocks({
  blocks,
  anchors = false,
  className,
  lang,
}: {
  blocks: ContentBlock[];
  /** Give each h2 an id (see blockHeadings) so a table of contents can link to it. */
  anchors?: boolean;
  className?: string;
  /** The blocks' language when it is not the page's (a fallback, see shared/i18n/text-lang.ts). */
  lang?: Locale | undefined;
}) {
  return (
    <div
      lang={lang}
      className={cx('space-y-4 text-base leading-7 text-ink sm:text-[1.0625rem] sm:leading-8', className)}
    >
      {blocks.map((block, i) => {
        if (block.type === 'h2')
          return (
            <h2
              key={i}
              id={anchors ? headingId(block.text, i) : undefined}
              className="pt-4 text-xl font-bold tracking-tight first:pt-0 sm:text-2xl"
            >
              {block.text}
            </h2>
          );
        if (block.type === 'ul')
          return (
            <ul key={i} className="list-disc space-y-2 pl-6 text-ink-soft marker:text-brand">
              {block.items.map((item, j) => (
                <li key={j} className="pl-1">
                  {item}
                </li>
              ))}
            </ul>
          );
        return (
          <p key={i} className="text-ink-soft">
            {block.text}
          </p>
        );
      })}
    </div>
  );
}
