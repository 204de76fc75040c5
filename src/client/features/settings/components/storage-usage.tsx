import { ProgressBar } from '#client/features/settings/components/progress-bar';
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
      <ProgressBar
        label="Storage used"
        percent={percent}
        valueText={text}
        barClassName={percent >= 90 ? 'bg-destructive' : undefined}
      />
    </div>
  );
}
