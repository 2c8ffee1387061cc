import { Skeleton } from '@/shared/ui/skeleton';

export interface Figure {
  key: string;
  label: string;
  value: string;
  hint?: string;
}

/** A row of figures, each a term and its value (a description list). */
export function FigureCards({ figures }: { figures: Figure[] }) {
  return (
    <dl className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3">
      {figures.map((f) => (
        <div key={f.key} className="card flex flex-col gap-1 p-4" data-testid={`figure-${f.key}`}>
          <dt className="text-sm font-semibold text-ink-soft">{f.label}</dt>
          <dd className="text-2xl font-bold tracking-tight text-ink tabular-nums">{f.value}</dd>
          {f.hint && <dd className="text-xs text-ink-soft">{f.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}

export function FigureCardsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="card flex flex-col gap-2 p-4">
          <Skeleton className="h-4 w-24 rounded" />
          <Skeleton className="h-7 w-36 rounded" />
          <Skeleton className="h-3 w-28 rounded" />
        </div>
      ))}
    </div>
  );
}
