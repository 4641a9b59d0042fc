import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPanel } from './error-panel';

describe('ErrorPanel', () => {
  it('is an inline alert titled "Error" by default, with Try Again and Dismiss', async () => {
    const onRetry = vi.fn();
    const onDismiss = vi.fn();
    render(<ErrorPanel message="Failed to fetch volatile stocks." onRetry={onRetry} onDismiss={onDismiss} />);
    const alert = screen.getByRole('alert');
    expect(alert.dataset.variant).toBe('error');
    expect(screen.getByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(alert.textContent).toContain('Failed to fetch volatile stocks.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('shows no buttons without handlers, and takes a title and a variant', () => {
    render(<ErrorPanel title="Failed to Load Patterns" message="boom" variant="critical" />);
    expect(screen.getByRole('heading', { name: 'Failed to Load Patterns' })).toBeTruthy();
    expect(screen.getByRole('alert').dataset.variant).toBe('critical');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('as a modal is a dialog with a Close button', async () => {
    const onDismiss = vi.fn();
    render(<ErrorPanel mode="modal" variant="warning" message="Session expired" onDismiss={onDismiss} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Error' });
    expect(dialog.textContent).toContain('Session expired');
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
