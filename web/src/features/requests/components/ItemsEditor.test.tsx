import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubLayout } from '@web/test/render';
import { itemRowsOf, itemsOfRows, type ItemRow } from './items';
import { ItemsEditor } from './ItemsEditor';

function Editor({ initial, onRows }: { initial: ItemRow[]; onRows?: (rows: ItemRow[]) => void }) {
  const [rows, setRows] = useState(initial);
  return (
    <ItemsEditor
      value={rows}
      onChange={(next) => {
        setRows(next);
        onRows?.(next);
      }}
    />
  );
}

const item = (name: string) => ({ name, description: '', requiresFile: true, maxFiles: 1, accessLevel: 'private' as const, category: 'Altri' as const });
const names = () => screen.getAllByLabelText('Nome della voce *').map((input) => (input as HTMLInputElement).value);

describe('ItemsEditor', () => {
  beforeAll(stubLayout);

  it('adds a row at the end and removes a row', () => {
    render(<Editor initial={itemRowsOf([item('Passaporto')])} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi voce' }));
    expect(screen.getAllByRole('group', { name: /^Voce \d$/ })).toHaveLength(2);
    fireEvent.change(within(screen.getByRole('group', { name: 'Voce 2' })).getByLabelText('Nome della voce *'), { target: { value: 'Bolletta' } });
    expect(names()).toEqual(['Passaporto', 'Bolletta']);

    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi la voce 1' }));
    expect(names()).toEqual(['Bolletta']);
    expect(screen.queryByRole('group', { name: 'Voce 2' })).toBeNull();
  });

  it('moves rows up and down, keeping what was typed in each', () => {
    let last: ItemRow[] = [];
    render(<Editor initial={itemRowsOf([item('Passaporto'), item('Bolletta'), item('Statuto')])} onRows={(rows) => (last = rows)} />);
    expect((screen.getByRole('button', { name: 'Sposta su la voce 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Sposta giù la voce 3' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Sposta giù la voce 1' }));
    expect(names()).toEqual(['Bolletta', 'Passaporto', 'Statuto']);
    fireEvent.click(screen.getByRole('button', { name: 'Sposta su la voce 3' }));
    expect(names()).toEqual(['Bolletta', 'Statuto', 'Passaporto']);
    expect(itemsOfRows(last).map((i) => i.name)).toEqual(['Bolletta', 'Statuto', 'Passaporto']);
  });

  it('turns the file off for a written answer and sets how many files', () => {
    let last: ItemRow[] = [];
    render(<Editor initial={itemRowsOf([item('Codice fiscale')])} onRows={(rows) => (last = rows)} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Serve un file' }));
    expect(screen.getByText('Basta una risposta scritta')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Numero massimo di file'), { target: { value: '3' } });
    expect(last[0]).toMatchObject({ requiresFile: false, maxFiles: 3 });
  });
});
