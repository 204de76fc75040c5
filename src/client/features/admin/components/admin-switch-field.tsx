import { Label } from '#client/components/ui/label';
import { Switch } from '#client/components/ui/switch';

interface AdminSwitchFieldProps {
  id: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  /** Why the role cannot change here (the protected account, or the admin's own row). */
  lockedReason?: string | undefined;
}

/** The role of a user as a switch: on means Admin. */
export function AdminSwitchField({ id, checked, onCheckedChange, lockedReason }: AdminSwitchFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-start justify-between gap-4 rounded-md border p-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>Administrator</Label>
        <p id={hintId} className="text-xs text-muted-foreground">
          {lockedReason ?? 'Administrators can open this dashboard and manage users.'}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={lockedReason !== undefined}
        aria-describedby={hintId}
      />
    </div>
  );
}
