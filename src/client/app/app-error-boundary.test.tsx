import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '#client/app/app-error-boundary';

function Broken(): never {
  throw new Error('a bug while rendering');
}

describe('AppErrorBoundary', () => {
  it('shows what happened and a way to reload, where React would leave a blank page', async () => {
    // React reports the error it caught; here it is the expected one.
    const reported = vi.mocked(console.error).mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });

    render(
      <AppErrorBoundary>
        <p>The app</p>
        <Broken />
      </AppErrorBoundary>,
    );

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(screen.queryByText('The app')).toBeNull();
    expect(reported.mock.calls.flat().map(String).join(' ')).toContain('a bug while rendering');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('renders its children while nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>The app</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('The app')).toBeInTheDocument();
  });
});
