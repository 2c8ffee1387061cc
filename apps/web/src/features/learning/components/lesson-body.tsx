import type { LessonBlock, TextRun } from '@app/contract/learning/schemas';
import { cx } from '@/shared/lib/cx';
import { Picture } from '@/shared/ui/picture';

/** How wide a lesson's image is drawn: the reading column beside the curriculum, else the screen. */
const LESSON_IMAGE_SIZES = '(min-width: 1024px) 800px, 100vw';

/** One run of inline text with its marks; a link only when it is http(s) or mailto. */
function Run({ run }: { run: TextRun }) {
  let node: React.ReactNode = run.text;
  if (run.code)
    node = <code className="rounded bg-brand-soft px-1 py-0.5 font-mono text-[0.9em]">{node}</code>;
  if (run.italic) node = <em>{node}</em>;
  if (run.bold) node = <strong className="font-semibold text-ink">{node}</strong>;
  if (run.href && /^(https?:|mailto:)/i.test(run.href))
    node = (
      <a
        href={run.href}
        target={run.href.startsWith('mailto:') ? undefined : '_blank'}
        rel="noopener noreferrer"
        className="font-medium text-brand underline underline-offset-2 hover:text-brand-strong"
      >
        {node}
      </a>
    );
  return node;
}

const Runs = ({ runs }: { runs: TextRun[] }) => (
  <>
    {runs.map((run, i) => (
      <Run key={i} run={run} />
    ))}
  </>
);

/**
 * A lesson's body: the server's allow-listed blocks rendered as React elements. There is no HTML
 * anywhere in them, so nothing here can inject markup (no dangerouslySetInnerHTML).
 */
export function LessonBody({ blocks, className }: { blocks: LessonBlock[]; className?: string }) {
  return (
    <div className={cx('space-y-4 text-base leading-7 text-ink-soft', className)}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'h2':
            return (
              <h2 key={i} className="pt-2 text-xl font-bold tracking-tight text-ink">
                {block.text}
              </h2>
            );
          case 'h3':
            return (
              <h3 key={i} className="pt-1 text-lg font-bold text-ink">
                {block.text}
              </h3>
            );
          case 'p':
            return (
              <p key={i}>
                <Runs runs={block.runs} />
              </p>
            );
          case 'ul':
          case 'ol': {
            const List = block.type;
            return (
              <List
                key={i}
                className={cx(
                  'space-y-1.5 pl-6 marker:text-brand',
                  block.type === 'ul' ? 'list-disc' : 'list-decimal',
                )}
              >
                {block.items.map((item, j) => (
                  <li key={j} className="pl-1">
                    <Runs runs={item} />
                  </li>
                ))}
              </List>
            );
          }
          case 'quote':
            return (
              <blockquote key={i} className="border-l-4 border-brand-muted pl-4 italic">
                <Runs runs={block.runs} />
              </blockquote>
            );
          case 'pre':
            return (
              <pre
                key={i}
                className="rounded-lg whitespace-pre-wrap bg-slate-900 p-4 font-mono text-sm text-slate-100"
              >
                {block.text}
              </pre>
            );
          case 'img':
            // Only the company's own media (the server's parser keeps no other address).
            if (!block.url.startsWith('/media/')) return null;
            return (
              <figure key={i} className="py-1">
                <Picture
                  src={block.url}
                  alt={block.alt}
                  sizes={LESSON_IMAGE_SIZES}
                  width={block.width ?? undefined}
                  height={block.height ?? undefined}
                  loading="lazy"
                  decoding="async"
                  className="h-auto max-w-full rounded-lg"
                />
                {block.caption ? (
                  <figcaption className="mt-2 text-sm text-ink-soft">{block.caption}</figcaption>
                ) : null}
              </figure>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
