import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { beneficialOwners } from '@domain/aml/beneficial-owners';
import { OwnersCard } from './OwnersCard';

describe('OwnersCard', () => {
  it('shows each owner with its share and every chain that makes it one', () => {
    // Art. 20 c. 2: Anna holds 60% of Holding Srl, which holds 50% of the client: 0.6 × 0.5 = 30%, more than 25%.
    // Bruno holds the other 50% directly. Carla, 40% of the holding, reaches 0.4 × 0.5 = 20%: not an owner.
    const owners = beneficialOwners({
      clientId: 'client',
      parties: [
        { id: 'client', name: 'Cliente Ltd', kind: 'legal' },
        { id: 'holding', name: 'Holding Srl', kind: 'legal' },
        { id: 'anna', name: 'Anna Rossi', kind: 'natural' },
        { id: 'bruno', name: 'Bruno Bianchi', kind: 'natural' },
        { id: 'carla', name: 'Carla Verdi', kind: 'natural' },
      ],
      holdings: [
        { holderId: 'holding', companyId: 'client', percent: '50' },
        { holderId: 'anna', companyId: 'holding', percent: '60' },
        { holderId: 'carla', companyId: 'holding', percent: '40' },
        { holderId: 'bruno', companyId: 'client', percent: '50' },
      ],
    });
    render(<OwnersCard owners={owners} />);

    const list = screen.getByRole('list', { name: 'Titolari effettivi' });
    const items = within(list).getAllByRole('listitem', { name: /./ });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Anna Rossi', 'Bruno Bianchi']);
    const anna = within(list).getByRole('listitem', { name: 'Anna Rossi' });
    expect(anna.textContent).toContain('30%');
    expect(within(anna).getByRole('list', { name: 'Perché Anna Rossi è titolare effettivo' }).textContent).toContain('Anna Rossi → Holding Srl (60%) → Cliente Ltd (50%) = 30%');
    expect(within(list).getByRole('listitem', { name: 'Bruno Bianchi' }).textContent).toContain('50%');
    expect(screen.queryByText(/Carla Verdi/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why nobody was found, in red', () => {
    render(<OwnersCard owners={{ criterion: null, owners: [], warnings: ['Nessun titolare effettivo individuato: indicare il controllo o gli amministratori, con la motivazione'] }} />);
    expect(screen.getByRole('alert').textContent).toContain('Nessun titolare effettivo individuato');
    expect(screen.queryByRole('list', { name: 'Titolari effettivi' })).toBeNull();
  });

  it('writes a share with the Italian comma', () => {
    render(
      <OwnersCard
        owners={{
          criterion: 'ownership',
          owners: [{ personId: 'p', name: 'Dario Neri', criterion: 'ownership', share: '33.3333', justification: ['Dario Neri → Cliente Ltd (33.3333%) = 33.3333%'] }],
          warnings: [],
        }}
      />,
    );
    expect(screen.getByRole('listitem', { name: 'Dario Neri' }).textContent).toContain('33,3333%');
  });
});
