import { cn } from '#client/lib/cn';

interface ProgressBarProps {
  label: string;
  percent: number;
  /** What a screen reader says for the value, e.g. "12.3 MB of 100 MB used". */
  valueText: string;
  barClassName?: string;
}

/** A thin bar filled to `percent` (0–100), announced as a progressbar. */
export function ProgressBar({ label, percent, valueText, barClassName }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className="h-2 overflow-hidden rounded-full bg-muted"
    >
      <div className={cn('h-full bg-primary', barClassName)} style={{ width: `${percent}%` }} />
    </div>
  );
}
