import { describe, expect, it } from 'vitest';
import { AML_RULE_IDS, amlClientPath, isAmlRuleId } from './obligation-kinds';

describe('isAmlRuleId', () => {
  it('knows the three AML obligations', () => {
    expect(AML_RULE_IDS).toEqual(['aml-document-expiry', 'aml-file-completion', 'aml-review']);
    for (const id of AML_RULE_IDS) expect(isAmlRuleId(id)).toBe(true);
  });

  it('refuses other rule ids, the names every object inherits among them', () => {
    for (const id of ['vat-quarterly', '', 'toString', 'constructor', '__proto__', 'hasOwnProperty']) expect(isAmlRuleId(id)).toBe(false);
  });
});

describe('amlClientPath', () => {
  it('links the list with the client’s file open, the id encoded', () => {
    expect(amlClientPath('0b8f1c7e-2f3a-4c55-9a1d-3e2b1c0d9f8a')).toBe('/antiriciclaggio?cliente=0b8f1c7e-2f3a-4c55-9a1d-3e2b1c0d9f8a');
    expect(amlClientPath('a&b c')).toBe('/antiriciclaggio?cliente=a%26b%20c');
  });
});
