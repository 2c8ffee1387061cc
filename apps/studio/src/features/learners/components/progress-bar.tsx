/** A learner's progress as a bar beside its number; the number is what is read out. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-label={label}
        className="h-2 w-24 overflow-hidden rounded-full bg-surface ring-1 ring-line"
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${value}%` }} />
      </div>
      <span className="text-sm font-semibold text-ink tabular-nums">{value}%</span>
    </div>
  );
}
