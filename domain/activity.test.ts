import { describe, expect, it } from 'vitest';
import { activityBadgeVariant } from './activity';

describe('activityBadgeVariant', () => {
  it('follows the words in the action', () => {
    expect(activityBadgeVariant('Aggiornamento Profilo')).toBe('secondary');
    expect(activityBadgeVariant('Creazione Cliente')).toBe('default');
    expect(activityBadgeVariant('Eliminazione Cliente')).toBe('destructive');
    expect(activityBadgeVariant('Link Pending-Company')).toBe('outline');
    expect(activityBadgeVariant('Modifica Bulk')).toBe('outline');
  });
  it('checks Aggiornamento first, then Creazione, then Eliminazione', () => {
    expect(activityBadgeVariant('Aggiornamento dopo Eliminazione')).toBe('secondary');
    expect(activityBadgeVariant('Creazione ed Eliminazione')).toBe('default');
  });
});
