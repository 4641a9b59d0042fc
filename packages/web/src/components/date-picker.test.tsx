import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CALENDAR_STORAGE_KEY, CalendarProvider } from '../lib/calendar-system';
import { DatePicker } from './date-picker';

const TODAY = '2026-03-10';
let picked = '';

function Harness({ start = '2025-06-23', clearedValue }: { start?: string; clearedValue?: string }) {
  const [value, setValue] = useState(start);
  picked = value;
  return (
    <>
      <DatePicker label="From" value={value} onChange={setValue} today={TODAY} clearedValue={clearedValue} />
      <button type="button">elsewhere</button>
    </>
  );
}

const input = () => screen.getByLabelText('From') as HTMLInputElement;
const calendar = () => screen.getByRole('dialog', { name: 'From calendar' });

describe('DatePicker', () => {
  it('takes a typed date on Enter or leaving the field, and goes back from a wrong or out-of-bounds one, saying so', async () => {
    render(<Harness />);
    await userEvent.clear(input());
    await userEvent.type(input(), '2024-02-29{Enter}');
    expect(picked).toBe('2024-02-29');
    const said = {
      '2023-02-29': '"2023-02-29" is not a date (YYYY-MM-DD); kept 2024-02-29.',
      '1899-12-31': '1899-12-31 is outside 1900-01-01 to 2099-12-31; kept 2024-02-29.',
      '2100-01-01': '2100-01-01 is outside 1900-01-01 to 2099-12-31; kept 2024-02-29.',
      soon: '"soon" is not a date (YYYY-MM-DD); kept 2024-02-29.',
    };
    for (const [wrong, message] of Object.entries(said)) {
      await userEvent.clear(input());
      await userEvent.type(input(), wrong);
      await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
      expect(input().value).toBe('2024-02-29');
      expect(input().getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(picked).toBe('2024-02-29');
    await userEvent.type(input(), '{Backspace}');
    expect(screen.queryByText(/kept 2024-02-29/)).toBeNull();
  });

  it("shows its owner's objection under the field", () => {
    render(<DatePicker label="To" value="2025-01-01" onChange={() => {}} today={TODAY} error="Too early" />);
    expect(screen.getByText('Too early')).toBeTruthy();
    expect((screen.getByLabelText('To') as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
  });

  it('falls back to today when cleared, by its button or by emptying it', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear From' }));
    expect(picked).toBe(TODAY);
    expect(input().value).toBe(TODAY);
    await userEvent.clear(input());
    await userEvent.type(input(), '2020-01-05{Enter}');
    await userEvent.clear(input());
    await userEvent.tab();
    expect(picked).toBe(TODAY);
  });

  it('empties to a cleared value of its own, shows it empty and opens its calendar on today', async () => {
    render(<Harness start="" clearedValue="" />);
    expect(input().value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Open From calendar' }));
    expect(within(calendar()).getByText('March 2026')).toBeTruthy();
    expect(within(calendar()).queryAllByRole('button', { pressed: true })).toEqual([]);
    await userEvent.click(within(calendar()).getByRole('button', { name: 'Thursday, 5 March 2026' }));
    expect(picked).toBe('2026-03-05');
    await userEvent.click(screen.getByRole('button', { name: 'Clear From' }));
    expect(picked).toBe('');
    expect(input().value).toBe('');
    await userEvent.type(input(), 'soon{Enter}');
    expect(screen.getByText('"soon" is not a date (YYYY-MM-DD); kept it empty.')).toBeTruthy();
    await userEvent.clear(input());
    await userEvent.type(input(), '2026-03-02{Enter}');
    await userEvent.clear(input());
    await userEvent.tab();
    expect(picked).toBe('');
  });

  it('picks a day in the calendar, which opens on the chosen month and closes after', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open From calendar' }));
    expect(within(calendar()).getByText('June 2025')).toBeTruthy();
    expect(
      within(calendar()).getByRole('button', { name: 'Monday, 23 June 2025' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await userEvent.click(within(calendar()).getByRole('button', { name: 'Previous month' }));
    await userEvent.click(within(calendar()).getByRole('button', { name: 'Tuesday, 13 May 2025' }));
    expect(picked).toBe('2025-05-13');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('climbs to the month and year grids and back down to a day', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open From calendar' }));
    await userEvent.click(within(calendar()).getByRole('button', { name: 'Choose month, June 2025' }));
    expect(
      within(screen.getByTestId('month-grid'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    await userEvent.click(within(calendar()).getByRole('button', { name: 'Choose year, 2025' }));
    const years = within(screen.getByTestId('year-grid')).getAllByRole('button');
    expect(years.map((b) => b.textContent)).toEqual(Array.from({ length: 12 }, (_, i) => String(2020 + i)));
    await userEvent.click(within(calendar()).getByRole('button', { name: 'Previous years' }));
    await userEvent.click(within(calendar()).getByRole('button', { name: '2011' }));
    await userEvent.click(within(calendar()).getByRole('button', { name: 'Feb' }));
    expect(within(calendar()).getByText('February 2011')).toBeTruthy();
    await userEvent.click(within(calendar()).getByRole('button', { name: 'Monday, 28 February 2011' }));
    expect(picked).toBe('2011-02-28');
  });

  it('moves the day with the arrow keys, closes on Escape and on a click outside', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open From calendar' }));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Monday, 23 June 2025');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Tuesday, 8 July 2025');
    await userEvent.keyboard('{Enter}');
    expect(picked).toBe('2025-07-08');
    await userEvent.click(screen.getByRole('button', { name: 'Open From calendar' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open From calendar' }));
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps to 1900-01-01 .. 2099-12-31 in the grids', async () => {
    render(<Harness start="1900-01-01" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open From calendar' }));
    expect(within(calendar()).getByRole('button', { name: 'Previous month' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(within(calendar()).getByRole('button', { name: /Choose month/ }));
    await userEvent.click(within(calendar()).getByRole('button', { name: /Choose year/ }));
    expect(within(calendar()).getByRole('button', { name: 'Previous years' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it("shows the owner's new date in the same commit as the owner's screen", async () => {
    const seen: [string, string][] = [];
    function Owner() {
      const [value, setValue] = useState('2025-06-23');
      useLayoutEffect(() => {
        seen.push([value, input().value]);
      });
      return (
        <>
          <DatePicker label="From" value={value} onChange={setValue} today={TODAY} />
          <button type="button" onClick={() => setValue('2020-01-01')}>
            reset
          </button>
        </>
      );
    }
    render(<Owner />);
    await userEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(seen).toEqual([
      ['2025-06-23', '2025-06-23'],
      ['2020-01-01', '2020-01-01'],
    ]);
  });

  describe('in Bikram Sambat', () => {
    afterEach(() => localStorage.removeItem(CALENDAR_STORAGE_KEY));
    const renderBs = (start: string) => {
      localStorage.setItem(CALENDAR_STORAGE_KEY, 'bs');
      render(
        <CalendarProvider>
          <Harness start={start} />
        </CalendarProvider>,
      );
    };

    it('shows, takes and refuses typed dates in BS while its value stays AD', async () => {
      // Shrawan 1 2078 BS is 16 July 2021; Shrawan 1 2081 is 16 July 2024; Asar 2081 has 31 days.
      renderBs('2021-07-16');
      expect(input().value).toBe('2078-04-01');
      expect(input().placeholder).toBe('YYYY-MM-DD, BS');
      await userEvent.clear(input());
      await userEvent.type(input(), '2081-04-01{Enter}');
      expect(picked).toBe('2024-07-16');
      await userEvent.clear(input());
      await userEvent.type(input(), '2081-03-32{Enter}');
      expect(screen.getByText('"2081-03-32" is not a date (YYYY-MM-DD, BS); kept 2081-04-01.')).toBeTruthy();
      expect(picked).toBe('2024-07-16');
    });

    it('pages through BS months, days and years', async () => {
      renderBs('2024-07-16');
      await userEvent.click(screen.getByRole('button', { name: 'Open From calendar' }));
      expect(within(calendar()).getByText('Shrawan 2081')).toBeTruthy();
      const days = within(screen.getByTestId('day-grid')).getAllByRole('button', { name: /Shrawan 2081/ });
      // Shrawan 2081 has 32 days and began on a Tuesday (two blank cells before it).
      expect(days).toHaveLength(32);
      expect(days[0]?.getAttribute('aria-label')).toBe('Tuesday, 1 Shrawan 2081');
      expect(days[0]?.getAttribute('aria-pressed')).toBe('true');
      await userEvent.click(within(calendar()).getByRole('button', { name: 'Thursday, 17 Shrawan 2081' }));
      expect(picked).toBe('2024-08-01');
      await userEvent.click(screen.getByRole('button', { name: 'Open From calendar' }));
      await userEvent.click(within(calendar()).getByRole('button', { name: 'Choose month, Shrawan 2081' }));
      expect(
        within(screen.getByTestId('month-grid'))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Bai', 'Jes', 'Asa', 'Shr', 'Bha', 'Asw', 'Kar', 'Man', 'Pou', 'Mag', 'Fal', 'Cha']);
      await userEvent.click(within(calendar()).getByRole('button', { name: 'Bai' }));
      // Baisakh 1 2081 BS is 13 April 2024.
      await userEvent.click(within(calendar()).getByRole('button', { name: 'Saturday, 1 Baisakh 2081' }));
      expect(picked).toBe('2024-04-13');
      await userEvent.click(screen.getByRole('button', { name: 'Open From calendar' }));
      await userEvent.click(within(calendar()).getByRole('button', { name: /Choose month/ }));
      await userEvent.click(within(calendar()).getByRole('button', { name: /Choose year/ }));
      // Year pages count twelve at a time from 2000 BS, the converter's first year.
      const years = within(screen.getByTestId('year-grid')).getAllByRole('button');
      expect(years.map((b) => b.textContent)).toEqual(Array.from({ length: 12 }, (_, i) => String(2072 + i)));
    });
  });
});
