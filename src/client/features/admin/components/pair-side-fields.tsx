import { Label } from '#client/components/ui/label';
import { NativeSelect } from '#client/components/ui/native-select';
import { sideOn, withCurrent } from '#client/features/admin/utils/pair-options';
import type { PairChoice, StartingPair } from '#shared/api/admin-settings';

type Side = StartingPair['a'];

interface SideSelectProps {
  /** The side's legend id: each select is named with its side, "Side A Connection". */
  sideId: string;
  field: 'Connection' | 'Model';
  value: string;
  options: { value: string; text: string }[];
  onChange(value: string): void;
}

function SideSelect({ sideId, field, value, options, onChange }: SideSelectProps) {
  const id = `${sideId}-${field.toLowerCase()}`;
  return (
    <>
      <Label id={`${id}-label`} htmlFor={id} className="text-xs text-muted-foreground">
        {field}
      </Label>
      <NativeSelect
        id={id}
        aria-labelledby={`${sideId} ${id}-label`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {withCurrent(options, value).map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </NativeSelect>
    </>
  );
}

interface PairSideFieldsProps {
  /** "A" or "B", as the chat screen names the sides. */
  name: string;
  side: Side;
  connections: readonly PairChoice[];
  onChange(side: Side): void;
}

/** One side of the starting pair: a connection, then one of its models. */
export function PairSideFields({ name, side, connections, onChange }: PairSideFieldsProps) {
  const sideId = `starting-pair-${name.toLowerCase()}`;
  const connectionOptions = connections.map((connection) => ({
    value: connection.id,
    text: connection.mode === 'demo' ? `${connection.label} (demo: no API key)` : connection.label,
  }));
  const models = connections.find((connection) => connection.id === side.provider)?.models ?? [];
  return (
    <fieldset className="grid min-w-0 gap-2 rounded-md border p-3">
      <legend id={sideId} className="px-1 text-sm font-medium">
        Side {name}
      </legend>
      <SideSelect
        sideId={sideId}
        field="Connection"
        value={side.provider}
        options={connectionOptions}
        onChange={(provider) => onChange(sideOn(connections, provider, side))}
      />
      <SideSelect
        sideId={sideId}
        field="Model"
        value={side.model}
        options={models.map((model) => ({ value: model.id, text: model.name }))}
        onChange={(model) => onChange({ ...side, model })}
      />
    </fieldset>
  );
}
