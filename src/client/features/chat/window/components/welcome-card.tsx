import { MessagesSquare } from 'lucide-react';
import { Badge } from '#client/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { ProviderAvatar } from '#client/features/chat/providers/components/provider-avatar';
import type { ProviderOption } from '#client/features/chat/providers/utils/provider-options';

/** docs/behaviour.md, Main chat screen: what an empty conversation shows. */
export function WelcomeCard({ providers }: { providers: ProviderOption[] }) {
  return (
    <Card className="mx-auto mt-4 w-full max-w-lg text-center sm:mt-12">
      <CardHeader className="items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted">
          <MessagesSquare aria-hidden="true" className="size-6 text-muted-foreground" />
        </span>
        <CardTitle className="text-xl">Welcome to Pairwise</CardTitle>
        <CardDescription className="text-balance">
          Start a conversation with multiple AI assistants. Select specific models below, or chat with both at once and
          compare their answers.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Available models</p>
        <ul className="flex flex-wrap justify-center gap-3">
          {providers.map((provider) => (
            <li key={provider.id} className="flex items-center gap-2 rounded-full border py-1 pr-3 pl-1 text-sm">
              <ProviderAvatar sender={provider.id} className="size-6" />
              <span className="font-medium">{provider.label}</span>
              {provider.mode === 'demo' && (
                <Badge variant="outline" title="No API key is configured: replies explain how to set one">
                  demo
                </Badge>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
