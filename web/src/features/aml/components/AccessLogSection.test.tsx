import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithQuery, stubApi } from '@web/test/render';
import { AccessLogSection } from './AccessLogSection';

const FILE_ID = '6f1d1a4e-8f5e-4f7e-9a51-0d5d7c1f2a10';

const line = (seq: number, userName: string, action: string, detail = '') => ({ seq, at: `2026-11-2${seq}T09:00:00.000Z`, userName, action, detail, hash: `h${seq}` });

describe('AccessLogSection', () => {
  it('lists the lines newest first, each with who and what, under an intact chain', async () => {
    const sent = stubApi(() =>
      Response.json({
        lines: [line(1, 'Elena Conti', 'open'), line(2, 'Marco Neri', 'document', 'Passaporto Bianchi'), line(3, 'Elena Conti', 'export')],
        check: { intact: true, lines: 3, expected: 3, problem: null },
      }),
    );
    renderWithQuery(<AccessLogSection fileId={FILE_ID} />);
    const list = await screen.findByRole('list', { name: 'Righe del registro' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent?.replace(/^(#\d).*?(Elena|Marco)/, '$1 $2'))).toEqual([
      '#3 Elena ContiEsportazione per ispezione',
      '#2 Marco NeriApertura di un documento: Passaporto Bianchi',
      '#1 Elena ContiApertura del fascicolo',
    ]);
    expect(screen.getByText('Catena integra')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent.map((r) => r.path)).toEqual([`/api/aml/files/${FILE_ID}/access-log`]);
  });

  it('says the chain is broken and where, keeping the lines it has', async () => {
    const problem = 'Il registro ha 1 righe ma ne sono state scritte 2: mancano le ultime';
    stubApi(() => Response.json({ lines: [line(1, 'Elena Conti', 'open')], check: { intact: false, lines: 1, expected: 2, problem } }));
    renderWithQuery(<AccessLogSection fileId={FILE_ID} />);
    expect(await screen.findByText('Catena interrotta')).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(`Il registro non è integro${problem}`);
    expect(within(screen.getByRole('list', { name: 'Righe del registro' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Catena integra')).toBeNull();
  });
});
