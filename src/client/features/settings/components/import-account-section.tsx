import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { useImportAccount } from '#client/features/settings/api/import-account';
import { ProgressBar } from '#client/features/settings/components/progress-bar';
import { importSummary } from '#client/features/settings/utils/import-summary';
import { ApiError } from '#client/lib/api-client';
import { errorText } from '#client/lib/error-text';
import { IMPORT_MAX_BYTES } from '#shared/api/exports';
import { formatBytes } from '#shared/format-bytes';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending'; name: string; fraction: number }
  | { kind: 'done'; summary: string }
  | { kind: 'failed'; message: string };

/** Why a chosen file cannot be imported, before sending it; null when it may be. */
function fileProblem(file: File): string | null {
  if (!file.name.toLowerCase().endsWith('.json') && file.type !== 'application/json') {
    return 'Choose a Pairwise export file: a JSON file, ending in .json.';
  }
  if (file.size > IMPORT_MAX_BYTES) {
    return `${file.name} is larger than ${formatBytes(IMPORT_MAX_BYTES)}, the most an import takes.`;
  }
  return null;
}

function failureText(error: unknown): string {
  if (error instanceof ApiError) return errorText(error, 'server-or-error');
  return 'The file could not be sent. Check your connection and try again.';
}

function ImportProgress({ name, fraction }: { name: string; fraction: number }) {
  const percent = Math.round(fraction * 100);
  const text = fraction < 1 ? `Sending ${name}… ${percent}%` : `Importing ${name}… A large file can take a minute.`;
  return (
    <div className="grid gap-2">
      <p className="text-sm" aria-live="polite">
        {text}
      </p>
      <ProgressBar label="Import progress" percent={percent} valueText={text} barClassName="transition-[width]" />
    </div>
  );
}

/** Settings → Data → Import: an export file becomes new projects and conversations; progress, then the outcome. */
export function ImportAccountSection() {
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const importAccount = useImportAccount();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const busy = status.kind === 'sending';

  function start(file: File) {
    const problem = fileProblem(file);
    if (problem) return setStatus({ kind: 'failed', message: problem });
    setStatus({ kind: 'sending', name: file.name, fraction: 0 });
    const onProgress = (fraction: number) =>
      setStatus((current) => (current.kind === 'sending' ? { ...current, fraction } : current));
    importAccount.mutate(
      { file, onProgress },
      {
        onSuccess: (result) => setStatus({ kind: 'done', summary: importSummary(result) }),
        onError: (error) => setStatus({ kind: 'failed', message: failureText(error) }),
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={headingId} className="text-sm font-medium">
          Import
        </h3>
        <p className="text-sm text-muted-foreground">
          Add the projects and conversations of a Pairwise export file to your account, as new copies: nothing you have
          now changes. Attached files come back as names only, and are not sent to the models.
        </p>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept=".json,application/json"
        className="hidden"
        data-testid="import-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again still counts as a change.
          event.target.value = '';
          if (file) start(file);
        }}
      />
      <Button
        variant="outline"
        className="w-fit"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => inputRef.current?.click()}
      >
        <Upload aria-hidden="true" />
        {busy ? 'Importing…' : 'Import a file…'}
      </Button>
      {status.kind === 'sending' && <ImportProgress name={status.name} fraction={status.fraction} />}
      {status.kind === 'done' && (
        <Alert>
          <AlertTitle>Import complete</AlertTitle>
          <AlertDescription>{status.summary}</AlertDescription>
        </Alert>
      )}
      {status.kind === 'failed' && (
        <Alert variant="destructive">
          <AlertTitle>Import failed</AlertTitle>
          <AlertDescription>{status.message}</AlertDescription>
        </Alert>
      )}
    </section>
  );
}
