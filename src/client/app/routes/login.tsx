import { LoginPage } from '#client/features/auth/components/login-page';

export default function LoginRoute() {
  return <LoginPage />;
}
