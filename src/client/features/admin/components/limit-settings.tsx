import { useState } from 'react';
import { Input } from '#client/components/ui/input';
import { SettingRow, settingDescription } from '#client/features/admin/components/setting-row';
import { SettingsGroup } from '#client/features/admin/components/settings-group';
import { useSettingsGroup } from '#client/features/admin/hooks/use-settings-group';
import {
  type AdminSettingsResponse,
  adminSettingsSchema,
  LIMIT_BOUNDS,
  type LimitName,
} from '#shared/api/admin-settings';

const TITLE = 'Limits per user';

// docs/configuration.md, Usage limits: each with the variable whose value is its default.
const LIMITS: { key: LimitName; label: string; variable: string; hint: string }[] = [
  {
    key: 'chatRequestsPerMinute',
    label: 'Chat messages a minute',
    variable: 'CHAT_REQUESTS_PER_MINUTE',
    hint: 'Sends, regenerations, edits and judges; past it the server asks to wait (429).',
  },
  {
    key: 'uploadsPerMinute',
    label: 'Uploads a minute',
    variable: 'UPLOADS_PER_MINUTE',
    hint: 'File uploads; each import counts as one.',
  },
  {
    key: 'uploadStorageMb',
    label: 'File storage (MB)',
    variable: 'UPLOAD_STORAGE_MB',
    hint: 'Over all of a user’s uploaded files.',
  },
  {
    key: 'messageStorageMb',
    label: 'Message storage (MB)',
    variable: 'MESSAGE_STORAGE_MB',
    hint: 'Checked when importing: an import that would pass it stores nothing.',
  },
];

type Texts = Record<LimitName, string | null>;

/** What a limit's box says is wrong, or undefined for a whole number within its bounds. */
function problemOf(key: LimitName, text: string): string | undefined {
  const parsed = adminSettingsSchema.shape[key].safeParse(text.trim() === '' ? Number.NaN : Number(text));
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** The per-user limits (chat and uploads a minute, file and message storage), each within its bounds. */
export function LimitSettings({ settings }: { settings: AdminSettingsResponse }) {
  const { saved, defaults } = settings;
  const group = useSettingsGroup({
    chatRequestsPerMinute: saved.chatRequestsPerMinute,
    uploadsPerMinute: saved.uploadsPerMinute,
    uploadStorageMb: saved.uploadStorageMb,
    messageStorageMb: saved.messageStorageMb,
  });
  // What each box holds: null while it shows the default.
  const [texts, setTexts] = useState<Texts>(() => {
    const text = (value: number | null) => (value === null ? null : String(value));
    return {
      chatRequestsPerMinute: text(saved.chatRequestsPerMinute),
      uploadsPerMinute: text(saved.uploadsPerMinute),
      uploadStorageMb: text(saved.uploadStorageMb),
      messageStorageMb: text(saved.messageStorageMb),
    };
  });
  const problems = LIMITS.map(({ key }) => {
    const text = texts[key];
    return text === null ? undefined : problemOf(key, text);
  });

  const change = (key: LimitName, text: string | null) => {
    setTexts((current) => ({ ...current, [key]: text }));
    if (text === null) group.set(key, null);
    else if (!problemOf(key, text)) group.set(key, Number(text));
  };

  return (
    <SettingsGroup
      title={TITLE}
      description="What each user may do; every process applies a change at once."
      canSave={group.dirty && problems.every((problem) => problem === undefined)}
      pending={group.pending}
      error={group.error}
      onSave={() => void group.save(TITLE)}
    >
      {LIMITS.map(({ key, label, variable, hint }, index) => {
        const id = `setting-${key}`;
        const error = problems[index];
        const { min, max } = LIMIT_BOUNDS[key];
        return (
          <SettingRow
            key={key}
            id={id}
            label={label}
            hint={hint}
            defaultText={`${defaults[key].toLocaleString('en')} (${variable})`}
            isDefault={texts[key] === null}
            onUseDefault={() => change(key, null)}
            error={error}
          >
            <Input
              id={id}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={1}
              className="w-32"
              value={texts[key] ?? String(defaults[key])}
              onChange={(event) => change(key, event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={settingDescription(id, { hint, error })}
            />
          </SettingRow>
        );
      })}
    </SettingsGroup>
  );
}
