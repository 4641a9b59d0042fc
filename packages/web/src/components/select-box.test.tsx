import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectBox } from './select-box';

const OPTIONS = [
  { value: '0', label: 'Select a Sector' },
  { value: '4', label: 'Hydro Power' },
  { value: '11', label: 'Finance' },
];

describe('SelectBox', () => {
  it('lists its options under its label and reports the chosen value', async () => {
    const onChange = vi.fn();
    render(<SelectBox label="Select Sector" options={OPTIONS} value="0" onChange={onChange} />);
    const select = screen.getByLabelText('Select Sector') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Select a Sector',
      'Hydro Power',
      'Finance',
    ]);
    expect(select.value).toBe('0');
    await userEvent.selectOptions(select, 'Finance');
    expect(onChange).toHaveBeenCalledWith('11');
  });

  it('shows its error text', () => {
    render(
      <SelectBox label="Sector" options={OPTIONS} value="0" onChange={() => {}} error="Pick one" required />,
    );
    expect(screen.getByLabelText(/Sector/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Pick one')).toBeTruthy();
    expect(screen.getByText('*')).toBeTruthy();
  });
});
