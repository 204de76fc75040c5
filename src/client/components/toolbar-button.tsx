import { Button, type ButtonProps } from '#client/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '#client/components/ui/tooltip';

/** An icon button of a toolbar: its label is its accessible name and its tooltip. */
export function ToolbarButton({ label, ...props }: ButtonProps & { label: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={label} {...props} />
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}
