import { Slider } from '#client/components/ui/slider';

export interface SliderFieldProps {
  label: string;
  ariaLabel: string;
  value: number;
  shown: string;
  min: number;
  max: number;
  step: number;
  /** Why the slider is off, when it is: shown under it. */
  disabledNote?: string | undefined;
  onChange(value: number): void;
  /** The drag or key press is over. */
  onCommit(value: number): void;
}

/** A labelled slider with its value shown beside the label, and why it is off when it is. */
export function SliderField(props: SliderFieldProps) {
  const { label, ariaLabel, value, shown, min, max, step, disabledNote, onChange, onCommit } = props;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-xs">
        <span className="text-muted-foreground">{label}</span>
        <output className="font-medium tabular-nums">{shown}</output>
      </div>
      <Slider
        aria-label={ariaLabel}
        value={[value]}
        min={min}
        max={max}
        step={step}
        disabled={disabledNote !== undefined}
        onValueChange={([next]) => {
          if (next !== undefined) onChange(next);
        }}
        onValueCommit={([next]) => {
          if (next !== undefined) onCommit(next);
        }}
      />
      {disabledNote && <p className="text-xs text-muted-foreground">{disabledNote}</p>}
    </div>
  );
}
