import { MessagesSquare } from 'lucide-react';
import { Badge } from '#client/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { ProviderAvatar } from '#client/features/chat/providers/components/provider-avatar';
import type { ProviderOption } from '#client/features/chat/providers/utils/provider-options';
import { cn } from '#client/lib/cn';
import type { Provider } from '#shared/constants';

/** The composer's toggles, which the card's models press too. */
export interface WelcomeChoice {
  chosen: readonly Provider[];
  onToggle(provider: Provider): void;
}

const CHIP = 'flex items-center gap-2 rounded-full border py-1 pr-3 pl-1 text-sm';

/**
 * docs/behaviour.md, Main chat screen: what an empty conversation shows. With `choice`, each model
 * is a toggle, the composer's own: clicking it chooses (or leaves out) that model.
 */
export function WelcomeCard({ providers, choice }: { providers: ProviderOption[]; choice?: WelcomeChoice }) {
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
        <p id="welcome-models" className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          Available models
        </p>
        <ul aria-labelledby="welcome-models" className="flex flex-wrap justify-center gap-3">
          {providers.map((provider) => {
            const content = (
              <>
                <ProviderAvatar sender={provider.id} className="size-6" />
                <span className="font-medium">{provider.label}</span>
                {provider.mode === 'demo' && (
                  <Badge variant="outline" title="No API key is configured: replies explain how to set one">
                    demo
                  </Badge>
                )}
              </>
            );
            const pressed = choice?.chosen.includes(provider.id) ?? false;
            return (
              <li key={provider.id}>
                {choice ? (
                  <button
                    type="button"
                    aria-pressed={pressed}
                    title={pressed ? `Leave ${provider.label} out` : `Ask ${provider.label}`}
                    onClick={() => choice.onToggle(provider.id)}
                    className={cn(
                      CHIP,
                      'transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
                      pressed && 'border-primary bg-accent',
                    )}
                  >
                    {content}
                  </button>
                ) : (
                  <span className={CHIP}>{content}</span>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
