import { useId } from 'react';
import { Label } from '#client/components/ui/label';
import { Switch } from '#client/components/ui/switch';
import { cn } from '#client/lib/cn';

interface BlindOnlySwitchProps {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  className?: string;
}

/** "Blind votes only", wherever the votes are counted: only those cast with the names hidden (decision 044). */
export function BlindOnlySwitch({ checked, onCheckedChange, className }: BlindOnlySwitchProps) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={`${id}-description`} />
      <div className="grid gap-0.5">
        <Label htmlFor={id}>Blind votes only</Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          Count only the votes cast with Blind on, before you knew which model was which.
        </p>
      </div>
    </div>
  );
}
