import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { FormField } from '#client/components/form-field';
import { Button } from '#client/components/ui/button';
import { returnPathFrom } from '#client/config/paths';
import { usePasswordLogin } from '#client/features/auth/api/password-login';
import { FormError } from '#client/features/auth/components/form-error';
import { loginBody } from '#shared/api/auth';

export function SignInForm() {
  const [, navigate] = useLocation();
  const login = usePasswordLogin();
  const form = useForm({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, { onSuccess: () => navigate(returnPathFrom(window.location.search), { replace: true }) }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormError error={login.error} />
      <FormField
        id="sign-in-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        id="sign-in-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
