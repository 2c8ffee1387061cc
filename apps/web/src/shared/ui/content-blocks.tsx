import type { ContentBlock } from '@app/contract/tenant';

/** Renders stored rich text. Blocks are text, never HTML, so nothing here can inject markup. */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <div className="space-y-4 text-base leading-7 text-ink">
      {blocks.map((block, i) => {
        if (block.type === 'h2')
          return (
            <h2 key={i} className="pt-4 text-xl font-bold">
              {block.text}
            </h2>
          );
        if (block.type === 'ul')
          return (
            <ul key={i} className="list-disc space-y-1 pl-6 marker:text-brand">
              {block.items.map((item, j) => (
                <li key={j}>{item}</li>
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
