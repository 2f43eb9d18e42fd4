import { describe, expect, it } from 'vitest';
import { dashboardCards, orderTeam, roleBadgeIcon, type TeamMemberBase } from './dashboard';

const m = (id: string, fullName: string, role: TeamMemberBase['role'], createdAt = '2026-01-01T00:00:00Z'): TeamMemberBase => ({ id, fullName, role, createdAt });

describe('orderTeam', () => {
  it('puts the first proprietario apart as owner, then roles in order, then names alphabetically', () => {
    const team = [
      m('1', 'Zeno Moderatore', 'moderatore'),
      m('2', 'Anna Admin', 'admin'),
      m('3', 'Secondo Proprietario', 'proprietario', '2026-02-01T00:00:00Z'),
      m('4', 'Primo Proprietario', 'proprietario', '2025-01-01T00:00:00Z'),
      m('5', 'andrea moderatore', 'moderatore'),
      m('6', 'Bruno Admin', 'admin'),
    ];
    const { owner, others } = orderTeam(team);
    expect(owner?.id).toBe('4');
    expect(others.map((x) => x.id)).toEqual(['3', '2', '6', '5', '1']);
  });
  it('sorts names with Italian collation, ignoring case and accents', () => {
    const { others } = orderTeam([m('a', 'Élia', 'admin'), m('b', 'elena', 'admin'), m('c', 'Davide', 'admin')]);
    expect(others.map((x) => x.fullName)).toEqual(['Davide', 'elena', 'Élia']);
  });
  it('has no owner without a proprietario, and handles an empty team', () => {
    expect(orderTeam([m('1', 'Anna', 'admin')]).owner).toBeNull();
    expect(orderTeam([])).toEqual({ owner: null, others: [] });
  });
});

describe('roleBadgeIcon', () => {
  it('gives a crown to proprietario, a star to admin and moderatore, a diamond otherwise', () => {
    expect(roleBadgeIcon('proprietario')).toBe('crown');
    expect(roleBadgeIcon('admin')).toBe('star');
    expect(roleBadgeIcon('moderatore')).toBe('star');
    expect(roleBadgeIcon('user')).toBe('diamond');
    expect(roleBadgeIcon(null)).toBe('diamond');
  });
});

describe('dashboard cards', () => {
  it('shows each role the cards of the pages it may open', () => {
    expect(dashboardCards('proprietario')).toEqual(['clients', 'countries', 'bankApplications', 'upcomingDeadlines', 'adminPanel']);
    expect(dashboardCards('admin')).toEqual(['clients', 'countries', 'bankApplications', 'upcomingDeadlines', 'adminPanel']);
    expect(dashboardCards('moderatore')).toEqual(['clients', 'countries', 'upcomingDeadlines', 'adminPanel']);
    expect(dashboardCards('user')).toEqual(['bankApplications', 'upcomingDeadlines']);
    expect(dashboardCards(null)).toEqual([]);
  });
});
