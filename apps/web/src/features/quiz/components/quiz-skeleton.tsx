import { Skeleton } from '@/shared/ui/skeleton';

/** The quiz pages while they load. */
export function QuizPageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="container-page space-y-6 py-8">
      <Skeleton className="h-8 w-2/3 max-w-md" />
      <div className="space-y-3 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}
