import {
  DEFAULT_GUESTS, MAX_CHILDREN, addAdult, addChild, ageOn, canAddChild, canRemoveAdult, childAge, childBirthdates, childProblem,
  clampChildAge, firstChildProblem, formatBirthdate, maskBirthdate, parseBirthdate, removeAdult, removeChild, setChildBirthdate,
} from './guests';

const checkin = '2026-07-04';

describe('adults', () => {
  it('default to 2', () => expect(DEFAULT_GUESTS).toEqual({ adults: 2, children: [] }));
  it('never go below 1 (decrement disabled at 1)', () => {
    const one = removeAdult(DEFAULT_GUESTS);
    expect(one.adults).toBe(1);
    expect(canRemoveAdult(one)).toBe(false);
    expect(removeAdult(one)).toBe(one);
    expect(canRemoveAdult(DEFAULT_GUESTS)).toBe(true);
  });
  it('have no upper bound', () => {
    let g = DEFAULT_GUESTS;
    for (let i = 0; i < 40; i++) g = addAdult(g);
    expect(g.adults).toBe(42);
  });
});

describe('children', () => {
  it('at most 3', () => {
    let g = DEFAULT_GUESTS;
    for (let i = 0; i < 5; i++) g = addChild(g);
    expect(g.children).toHaveLength(MAX_CHILDREN);
    expect(canAddChild(g)).toBe(false);
    expect(addChild(g)).toBe(g);
  });
  it('are removed from the end or by index, and each keeps its birthdate', () => {
    let g = addChild(addChild(addChild(DEFAULT_GUESTS)));
    g = setChildBirthdate(setChildBirthdate(setChildBirthdate(g, 0, '01.01.2020'), 1, '02.02.2021'), 2, '03.03.2022');
    expect(removeChild(g).children).toEqual(['01.01.2020', '02.02.2021']);
    expect(removeChild(g, 0).children).toEqual(['02.02.2021', '03.03.2022']);
    expect(removeChild(DEFAULT_GUESTS)).toBe(DEFAULT_GUESTS);
    expect(setChildBirthdate(g, 7, 'x')).toBe(g);
  });
});

describe('birthdates dd.mm.yyyy', () => {
  it('parse only real dates', () => {
    expect(parseBirthdate('09.03.2018')).toBe('2018-03-09');
    expect(parseBirthdate('9.3.2018')).toBe('2018-03-09');
    expect(parseBirthdate('29.02.2020')).toBe('2020-02-29');
    expect(parseBirthdate('29.02.2021')).toBeNull();
    expect(parseBirthdate('31.04.2020')).toBeNull();
    expect(parseBirthdate('2018-03-09')).toBeNull();
    expect(parseBirthdate('09/03/2018')).toBeNull();
    expect(formatBirthdate('2018-03-09')).toBe('09.03.2018');
  });
  it('mask digits as they are typed', () => {
    expect(maskBirthdate('09')).toBe('09');
    expect(maskBirthdate('0903')).toBe('09.03');
    expect(maskBirthdate('0903201')).toBe('09.03.201');
    expect(maskBirthdate('090320189')).toBe('09.03.2018');
    expect(maskBirthdate('9.3.2018')).toBe('9.3.2018');
    expect(maskBirthdate('09.0')).toBe('09.0');
    expect(maskBirthdate('09.032')).toBe('09.03.2');
    expect(maskBirthdate('09.03.20189')).toBe('09.03.2018');
    expect(maskBirthdate('ab')).toBe('ab');
    // typed one key at a time, as the field sees it
    let text = '';
    for (const key of '09032018') text = maskBirthdate(text + key);
    expect(text).toBe('09.03.2018');
  });
  it('give an age on the check-in day, clamped to 0..11', () => {
    expect(ageOn('2018-07-04', checkin)).toBe(8);
    expect(ageOn('2018-07-05', checkin)).toBe(7);
    expect(clampChildAge(-1)).toBe(0);
    expect(clampChildAge(14)).toBe(11);
    expect(clampChildAge(5.7)).toBe(5);
    expect(childAge('04.07.2018', checkin)).toBe(8);
    expect(childAge('04.07.2026', checkin)).toBe(0);
    expect(childAge('05.07.2014', checkin)).toBe(11);
    // 12 on the check-in day, 12 since the day before, 15: all clamped to 11 (spec), none refused.
    expect(childAge('04.07.2014', checkin)).toBe(11);
    expect(childAge('03.07.2014', checkin)).toBe(11);
    expect(childAge('01.01.2011', checkin)).toBe(11);
  });
  it('are checked: missing, not a date, in the future; an older child is clamped, not refused', () => {
    expect(childProblem('', checkin)).toBe('missing');
    expect(childProblem('31.02.2019', checkin)).toBe('invalid');
    expect(childProblem('05.07.2026', checkin)).toBe('future');
    expect(childProblem('04.07.2014', checkin)).toBeNull();
    expect(childProblem('01.01.2011', checkin)).toBeNull();
    expect(childProblem('05.07.2014', checkin)).toBeNull();
    expect(childProblem('04.07.2026', checkin)).toBeNull();
  });
  it('find the first child to fix and list valid birthdates as YYYY-MM-DD', () => {
    const g = { adults: 2, children: ['01.01.2020', 'x', '03.03.2022'] };
    expect(firstChildProblem(g, checkin)).toBe(1);
    expect(firstChildProblem({ adults: 2, children: ['01.01.2020'] }, checkin)).toBe(-1);
    expect(childBirthdates({ adults: 2, children: ['01.01.2020', '03.03.2022'] })).toEqual(['2020-01-01', '2022-03-03']);
    // A 12-year-old keeps the birthdate the visitor gave.
    expect(firstChildProblem({ adults: 2, children: ['04.07.2014'] }, checkin)).toBe(-1);
    expect(childBirthdates({ adults: 2, children: ['04.07.2014'] })).toEqual(['2014-07-04']);
  });
});
