import { describe, expect, it } from 'vitest';
import { profileCompletion } from './profile';

describe('profileCompletion', () => {
  it('is 0 with nothing filled in', () => {
    expect(profileCompletion({ fullName: '', address: '', companyCount: 0 })).toEqual({ basicInfo: false, companies: false, percent: 0, complete: false });
  });
  it('is 50 with only the basic information', () => {
    expect(profileCompletion({ fullName: 'Mario Rossi', address: 'Via Roma 1, Milano', companyCount: 0 })).toMatchObject({ basicInfo: true, companies: false, percent: 50, complete: false });
  });
  it('is 50 with only a company', () => {
    expect(profileCompletion({ fullName: 'Mario Rossi', address: '', companyCount: 1 })).toMatchObject({ basicInfo: false, companies: true, percent: 50 });
  });
  it('is 100 with both', () => {
    expect(profileCompletion({ fullName: 'Mario Rossi', address: 'Via Roma 1', companyCount: 3 })).toMatchObject({ percent: 100, complete: true });
  });
  it('treats blank and missing values as empty', () => {
    expect(profileCompletion({ fullName: '   ', address: 'Via Roma 1', companyCount: 1 }).basicInfo).toBe(false);
    expect(profileCompletion({ fullName: 'Mario', address: '\t ', companyCount: 1 }).basicInfo).toBe(false);
    expect(profileCompletion({ fullName: null, address: undefined, companyCount: 0 }).percent).toBe(0);
  });
});
