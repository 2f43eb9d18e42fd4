import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, formatDateIt, todayIso } from '@domain/periods';
import { DateField, type DateBounds } from './date-field';

beforeAll(() => {
  // jsdom lays nothing out; the calendar's popover only asks to be told of size changes.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

/** A form's date field: the value it holds, as a form would. */
function Form({ initial = '', onChange, ...bounds }: DateBounds & { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Data di Costituzione"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        {...bounds}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Svuota
      </button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Data di Costituzione' }) as HTMLInputElement;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const held = () => screen.getByTestId('value').textContent;

describe('DateField', () => {
  it('reads a date typed the Italian way and gives the form YYYY-MM-DD', () => {
    render(<Form />);
    expect(field().placeholder).toBe('gg/mm/aaaa');
    type('05/03/2024');
    expect(held()).toBe('2024-03-05');
    type('1/2/2024');
    expect(held()).toBe('2024-02-01');
    type('');
    expect(held()).toBe('');
  });

  it('puts the slashes in while digits are typed', () => {
    render(<Form />);
    for (const [typed, shown] of [['0', '0'], ['05', '05/'], ['05/0', '05/0'], ['05/03', '05/03/'], ['05/03//', '05/03/'], ['05/03/2024', '05/03/2024']]) {
      type(typed!);
      expect(field().value, typed).toBe(shown);
    }
    expect(held()).toBe('2024-03-05');
    type('');
    type('05032024');
    expect(field().value).toBe('05/03/2024');
    // Deleting is left alone.
    type('05/03/202');
    expect(field().value).toBe('05/03/202');
  });

  it('refuses a day that does not exist at once, and never hands it on as a date', () => {
    render(<Form />);
    type('31/02/2024');
    expect(screen.getByText('Questa data non esiste: controlla giorno e mese')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(held()).toBe('31/02/2024');
  });

  it('refuses a half-typed date once the person moves on', () => {
    render(<Form />);
    type('05/03');
    expect(screen.queryByText('Scrivi la data come gg/mm/aaaa')).toBeNull();
    fireEvent.blur(field());
    expect(screen.getByText('Scrivi la data come gg/mm/aaaa')).toBeTruthy();
    expect(field().getAttribute('aria-describedby')).toBe(screen.getByText('Scrivi la data come gg/mm/aaaa').id);
    type('05/03/2024');
    expect(screen.queryByText('Scrivi la data come gg/mm/aaaa')).toBeNull();
  });

  it('refuses a day after max, with the reason, and a day before min', () => {
    const today = todayIso();
    render(<Form max={today} min="2020-01-01" />);
    type(formatDateIt(addDays(today, 1)));
    expect(screen.getByText('La data non può essere successiva a oggi')).toBeTruthy();
    expect(held()).toBe(formatDateIt(addDays(today, 1)));
    type('31/12/2019');
    expect(screen.getByText('La data non può essere precedente al 01/01/2020')).toBeTruthy();
    type(formatDateIt(today));
    expect(held()).toBe(today);
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for a date when one is required', () => {
    render(<Form initial="2024-03-05" required />);
    expect(field().value).toBe('05/03/2024');
    type('');
    fireEvent.blur(field());
    expect(screen.getByText('La data è obbligatoria')).toBeTruthy();
  });

  it('shows a value the form sets', () => {
    render(<Form initial="2024-03-05" />);
    fireEvent.click(screen.getByRole('button', { name: 'Svuota' }));
    expect(field().value).toBe('');
  });

  it('picks a day from an Italian calendar, weeks from Monday, days after max greyed out', async () => {
    const onChange = vi.fn();
    render(<Form initial="2024-03-05" max="2024-03-20" onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Apri il calendario' });
    fireEvent.click(button);
    const calendar = await screen.findByRole('dialog', { name: 'Calendario' });
    const grid = within(calendar).getByRole('grid', { name: 'marzo 2024' });
    // The weekday heads are hidden from screen readers: each day's button names its weekday.
    expect([...grid.querySelectorAll('th')].map((h) => h.textContent)).toEqual(['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom']);
    // The typed day has the focus, so the arrows start from it.
    expect(document.activeElement?.textContent).toBe('5');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('6'));
    expect(within(grid).getByRole('button', { name: /21 marzo 2024/ }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(grid).getByRole('button', { name: /12 marzo 2024/ }));
    expect(onChange).toHaveBeenLastCalledWith('2024-03-12');
    expect(field().value).toBe('12/03/2024');
    // Focus comes back once the popover has gone.
    await waitFor(() => expect(document.activeElement).toBe(field()));
    expect(screen.queryByRole('dialog', { name: 'Calendario' })).toBeNull();
  });

  it('closes the calendar on Escape and returns to its button', async () => {
    render(<Form initial="2024-03-05" />);
    const button = screen.getByRole('button', { name: 'Apri il calendario' });
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Calendario' });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(screen.queryByRole('dialog', { name: 'Calendario' })).toBeNull();
  });
});
