import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextInput } from './text-input';

function Controlled() {
  const [value, setValue] = useState('');
  return <TextInput label="Name" value={value} onChange={(e) => setValue(e.target.value)} />;
}

describe('TextInput', () => {
  it('labels the input and marks a required one with an asterisk', () => {
    render(<TextInput label="Initial capital" required />);
    const input = screen.getByLabelText(/Initial capital/);
    expect(input.hasAttribute('required')).toBe(true);
    expect(screen.getByText('*').textContent).toBe('*');
  });

  it('has no asterisk when not required', () => {
    render(<TextInput label="Note" />);
    expect(screen.queryByText('*')).toBeNull();
  });

  it('shows error and helper texts and links them to the input', () => {
    render(<TextInput label="Length" error="Must be a number" helperText="Days, e.g. 20" />);
    const input = screen.getByLabelText('Length');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Must be a number',
      'Days, e.g. 20',
    ]);
  });

  it('passes typing through', async () => {
    render(<Controlled />);
    await userEvent.type(screen.getByLabelText('Name'), 'NABIL');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('NABIL');
  });
});
