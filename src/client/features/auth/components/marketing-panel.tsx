import { FolderKanban, type LucideIcon, MessagesSquare, SlidersHorizontal } from 'lucide-react';

const POINTS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: MessagesSquare,
    title: 'Ask both models simultaneously',
    text: 'Send one question to OpenAI and Claude and compare their answers side by side.',
  },
  {
    icon: SlidersHorizontal,
    title: 'Customise temperature and model settings',
    text: 'Pick the model and tune temperature and response length for each provider.',
  },
  {
    icon: FolderKanban,
    title: 'Save and organise conversations',
    text: 'Keep every conversation, and group them into projects with standing instructions.',
  },
];

export function MarketingPanel() {
  return (
    <section
      aria-labelledby="marketing-heading"
      className="flex flex-col justify-center gap-8 bg-muted/50 px-6 py-12 sm:px-12 lg:px-16"
    >
      <h2 id="marketing-heading" className="max-w-md text-2xl font-semibold tracking-tight sm:text-3xl">
        Leverage the Power of Multiple AI Models
      </h2>
      <ul className="grid max-w-md gap-6">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border bg-background">
              <Icon className="size-5 text-foreground" aria-hidden="true" />
            </span>
            <div className="grid gap-1">
              <h3 className="font-medium">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
