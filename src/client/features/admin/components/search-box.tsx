import { Search } from 'lucide-react';
import { Input } from '#client/components/ui/input';

interface SearchBoxProps {
  /** Its accessible name, e.g. "Search users". */
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  maxLength?: number;
}

/** A tab's search field, with its magnifier inside; the tab waits for typing to stop before asking. */
export function SearchBox({ label, placeholder, value, onChange, maxLength }: SearchBoxProps) {
  return (
    <div className="relative flex-1">
      <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-9"
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
