import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithQuery, stubLayout } from '@web/test/render';
import { matchCountries, WorldCountryPicker } from './world-country-picker';

const names = (q: string) => matchCountries(q).map((c) => c.name);

describe('matchCountries', () => {
  it('finds a country by its Italian name, accents and case ignored, or by its code first', () => {
    expect(names('italia')).toEqual(['Italia']);
    expect(names('EMIRATI')).toEqual(['Emirati Arabi Uniti']);
    expect(names('regno unito')).toEqual(['Regno Unito']);
    expect(names('citta del vaticano')).toEqual(['Città del Vaticano']);
    expect(matchCountries('ae')[0]).toEqual({ id: 'AE', name: 'Emirati Arabi Uniti' });
    expect(names('zzzz')).toEqual([]);
  });

  it('lists every country in Italian alphabetical order when nothing is typed', () => {
    const all = matchCountries('');
    expect(all.length).toBe(249);
    expect(all[0]?.name).toBe('Afghanistan');
    expect(all.map((c) => c.id)).not.toContain('XK');
  });
});

describe('WorldCountryPicker', () => {
  beforeAll(stubLayout);

  it('offers "Emirati Arabi Uniti" for "emir" and hands back AE', async () => {
    const onChange = vi.fn();
    renderWithQuery(<WorldCountryPicker aria-label="Cittadinanza" value={null} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Cittadinanza' }).textContent).toBe('Nessun paese');
    fireEvent.click(screen.getByRole('button', { name: 'Cittadinanza' }));
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Cerca paese' }), { target: { value: 'emir' } });
    const list = screen.getByRole('list', { name: 'Paesi' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    fireEvent.click(within(list).getByRole('button', { name: /Emirati Arabi Uniti/ }));
    expect(onChange).toHaveBeenCalledWith('AE');
  });

  it('shows the chosen country by name, and "Nessun paese" clears it', async () => {
    const onChange = vi.fn();
    renderWithQuery(<WorldCountryPicker aria-label="Paese di residenza" value="VG" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Paese di residenza' }));
    expect(screen.getByRole('button', { name: 'Paese di residenza' }).textContent).toBe('Isole Vergini Britanniche');
    expect(await screen.findByRole('button', { name: /Isole Vergini Britanniche/, pressed: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nessun paese', pressed: false }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
