import { Check, Copy, KeyRound } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Spinner } from '#client/components/ui/spinner';
import { useCreatePasswordResetLink } from '#client/features/admin/api/create-password-reset-link';
import { FormAlert } from '#client/features/admin/components/form-alert';
import { useCopyToClipboard } from '#client/hooks/use-copy-to-clipboard';
import { errorText, FALLBACK_TEXTS } from '#client/lib/error-text';
import type { AdminUser } from '#shared/api/admin-users';

const expiryFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Edit User's "Reset password" (docs/behaviour.md, Admin): a link that lets the user set a new
 * password, for the admin to pass on. The server keeps only its hash, so it is shown this once.
 */
export function PasswordResetLink({ user }: { user: AdminUser }) {
  const createLink = useCreatePasswordResetLink();
  const link = createLink.data;
  const { copied, copy } = useCopyToClipboard(link?.url ?? '');

  if (!link) {
    return (
      <div className="grid gap-2">
        <FormAlert
          message={
            createLink.isError ? errorText(createLink.error, 'server-or-error', FALLBACK_TEXTS.tryAgain) : undefined
          }
        />
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={createLink.isPending}
            onClick={() => createLink.mutate(user.id)}
          >
            {createLink.isPending ? <Spinner className="size-4 text-current" label="Making a link" /> : <KeyRound />}
            Reset password
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">
          Makes a link with which {user.name} sets a new password, which signs them out everywhere. Until then their
          current password still works.
        </p>
      </div>
    );
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor="password-reset-link">Password reset link</Label>
      <div className="flex gap-2">
        <Input
          id="password-reset-link"
          readOnly
          value={link.url}
          aria-describedby="password-reset-link-hint"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p id="password-reset-link-hint" className="text-xs text-muted-foreground">
        Expires {expiryFormat.format(new Date(link.expiresAt))}. Shown once: copy it now.
      </p>
      <span aria-live="polite" className="sr-only">
        {copied ? 'Link copied' : ''}
      </span>
    </div>
  );
}
