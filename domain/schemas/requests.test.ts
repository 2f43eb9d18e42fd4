import { describe, expect, it } from 'vitest';
import { acceptedDocumentTitle, isOverdue, itemIsAnswered, reminderStepOn } from './requests';

describe('reminderStepOn', () => {
  // Worked by hand for a request due on Wednesday 17 March 2027: 7 days before is the 10th,
  // 1 day before the 16th; overdue from the 18th, then weekly on the 25th, 1st and 8th of April.
  it.each([
    ['2027-03-09', null],
    ['2027-03-10', '7'],
    ['2027-03-15', '7'],
    ['2027-03-16', '1'],
    ['2027-03-17', '1'],
    ['2027-03-18', 'overdue-1'],
    ['2027-03-24', 'overdue-1'],
    ['2027-03-25', 'overdue-2'],
    ['2027-04-01', 'overdue-3'],
    ['2027-04-08', 'overdue-4'],
    ['2027-06-30', 'overdue-4'],
  ])('on %s the step reached is %s', (today, step) => {
    expect(reminderStepOn('2027-03-17', today)).toBe(step);
  });

  it('counts the weeks across a month end and a leap day', () => {
    // Due 26 February 2028 (leap year): overdue from the 27th, then 5, 12 and 19 March.
    expect(reminderStepOn('2028-02-26', '2028-02-27')).toBe('overdue-1');
    expect(reminderStepOn('2028-02-26', '2028-03-04')).toBe('overdue-1');
    expect(reminderStepOn('2028-02-26', '2028-03-05')).toBe('overdue-2');
    expect(reminderStepOn('2028-02-26', '2028-03-19')).toBe('overdue-4');
  });
});

describe('items and requests', () => {
  it('needs a file where one is required, and takes an answer where it is enough', () => {
    expect(itemIsAnswered({ requiresFile: true, fileCount: 0, answer: 'ecco' })).toBe(false);
    expect(itemIsAnswered({ requiresFile: true, fileCount: 1, answer: null })).toBe(true);
    expect(itemIsAnswered({ requiresFile: false, fileCount: 0, answer: '  ' })).toBe(false);
    expect(itemIsAnswered({ requiresFile: false, fileCount: 0, answer: 'Rossi Ltd' })).toBe(true);
  });

  it('is overdue only when sent, not complete, and past its due day', () => {
    expect(isOverdue({ status: 'open', dueDate: '2027-03-17' }, '2027-03-17')).toBe(false);
    expect(isOverdue({ status: 'open', dueDate: '2027-03-17' }, '2027-03-18')).toBe(true);
    expect(isOverdue({ status: 'draft', dueDate: '2027-03-17' }, '2027-03-18')).toBe(false);
    expect(isOverdue({ status: 'completed', dueDate: '2027-03-17' }, '2027-03-18')).toBe(false);
  });

  it("names an accepted file after the item and the day, numbered when there are several", () => {
    expect(acceptedDocumentTitle('Passaporto', '26/11/2026', 0, 1)).toBe('Passaporto - 26/11/2026');
    expect(acceptedDocumentTitle('Passaporto', '26/11/2026', 1, 2)).toBe('Passaporto (2 di 2) - 26/11/2026');
  });
});
