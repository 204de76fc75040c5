import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { SignInForm } from '#client/features/auth/components/sign-in-form';
import { SignUpForm } from '#client/features/auth/components/sign-up-form';
import { setupFromAddress } from '#client/features/auth/utils/setup-link';

/**
 * E-mail and password sign-in, when the server enables it; each tab keeps its own form state.
 * Sign-up only where the server takes new accounts (`signUp`), or through an admin setup link.
 */
export function PasswordForm({ signUp }: { signUp: boolean }) {
  // An admin setup link is for creating the first account.
  const setup = setupFromAddress(window.location.search) !== undefined;
  if (!signUp && !setup) return <SignInForm />;
  const firstTab = setup ? 'sign-up' : 'sign-in';
  return (
    <Tabs defaultValue={firstTab} className="grid gap-4">
      <TabsList className="w-full">
        <TabsTrigger value="sign-in">Sign in</TabsTrigger>
        <TabsTrigger value="sign-up">Create account</TabsTrigger>
      </TabsList>
      <TabsContent value="sign-in">
        <SignInForm />
      </TabsContent>
      <TabsContent value="sign-up">
        <SignUpForm />
      </TabsContent>
    </Tabs>
  );
}
