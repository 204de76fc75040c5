import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';

export function Alert({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'div'> & { variant?: 'default' | 'destructive' }) {
  return (
    <div
      role="alert"
      className={cn(
        'relative grid w-full gap-1 rounded-lg border px-4 py-3 text-sm',
        variant === 'destructive' ? 'border-destructive/50 text-destructive' : 'bg-card text-card-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('font-medium tracking-tight', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('text-sm opacity-90', className)} {...props} />;
}
