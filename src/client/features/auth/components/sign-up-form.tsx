import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { FormField } from '#client/components/form-field';
import { Button } from '#client/components/ui/button';
import { returnPathFrom } from '#client/config/paths';
import { useRegister } from '#client/features/auth/api/register';
import { FormError } from '#client/features/auth/components/form-error';
import { setupFromAddress } from '#client/features/auth/utils/setup-link';
import { registerBody } from '#shared/api/auth';

export function SignUpForm() {
  const [, navigate] = useLocation();
  const registration = useRegister(setupFromAddress(window.location.search));
  const form = useForm({
    resolver: zodResolver(registerBody),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: () => navigate(returnPathFrom(window.location.search), { replace: true }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormError error={registration.error} />
      <FormField
        id="sign-up-name"
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormField
        id="sign-up-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        id="sign-up-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="Password must be at least 8 characters"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" disabled={registration.isPending}>
        {registration.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
