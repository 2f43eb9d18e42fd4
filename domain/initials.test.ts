import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letter of at most two words', () => {
    expect(initialsOf('Mario Rossi')).toBe('MR');
    expect(initialsOf('mario de rossi')).toBe('MD');
    expect(initialsOf('Anna')).toBe('A');
  });
  it('ignores extra blanks and handles missing names', () => {
    expect(initialsOf('  Luca   Bianchi ')).toBe('LB');
    expect(initialsOf('')).toBe('');
    expect(initialsOf(null)).toBe('');
  });
  it('keeps accented letters', () => {
    expect(initialsOf('élodie Ørsted')).toBe('ÉØ');
  });
});
