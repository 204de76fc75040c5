import { formatBytes } from '#shared/format-bytes';

interface StorageUsageProps {
  usedBytes: number;
  limitBytes: number;
}

/** "12.3 MB of 100 MB used", with a bar that fills as the quota does. */
export function StorageUsage({ usedBytes, limitBytes }: StorageUsageProps) {
  const percent = Math.min(100, Math.round((usedBytes / limitBytes) * 100));
  const text = `${formatBytes(usedBytes)} of ${formatBytes(limitBytes)} used`;
  return (
    <div className="grid gap-2">
      <p className="text-sm">{text}</p>
      <div
        role="progressbar"
        aria-label="Storage used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={percent >= 90 ? 'h-full bg-destructive' : 'h-full bg-primary'}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
