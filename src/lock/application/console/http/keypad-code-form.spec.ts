import { Authorization } from '../../../data/authorization';
import {
  keypadCodeFormOf,
  keypadCodeProblemField,
  keypadCodeUpdateOf,
  readKeypadCodeForm,
} from './keypad-code-form';

const ZONE = 'Europe/Amsterdam';
const FORM = {
  name: 'Courier',
  code: '918273',
  from: '2027-03-01T08:00',
  until: '2027-03-31T20:00',
  days: ['ma'],
};

describe('readKeypadCodeForm', () => {
  it('reads a new keypad code: type 13, the code, the window in UTC, the weekday mask', () => {
    const reading = readKeypadCodeForm(FORM, ZONE);
    expect(reading.problem).toBeNull();
    expect(reading.attributes).toEqual({
      type: 13,
      name: 'Courier',
      code: 918273,
      remoteAllowed: false,
      allowedWeekDays: 64,
      allowedFromDate: '2027-03-01T07:00:00.000Z',
      allowedUntilDate: '2027-03-31T18:00:00.000Z',
    });
  });

  it('requires a code for a new one, and keeps the code of one being changed when the field is empty', () => {
    expect(readKeypadCodeForm({ ...FORM, code: '' }, ZONE).problem?.key).toBe('badCode');
    const kept = readKeypadCodeForm({ ...FORM, code: '' }, ZONE, { codeRequired: false });
    expect(kept.problem).toBeNull();
    expect(keypadCodeUpdateOf(kept.attributes!)).toEqual({
      name: 'Courier',
      allowedWeekDays: 64,
      allowedFromDate: '2027-03-01T07:00:00.000Z',
      allowedUntilDate: '2027-03-31T18:00:00.000Z',
    });
    const changed = readKeypadCodeForm({ ...FORM, code: '123456', until: '' }, ZONE, { codeRequired: false });
    expect(keypadCodeUpdateOf(changed.attributes!)).toEqual({
      name: 'Courier',
      allowedWeekDays: 64,
      code: 123456,
      allowedFromDate: '2027-03-01T07:00:00.000Z',
    });
    expect(readKeypadCodeForm({ ...FORM, code: '12345' }, ZONE, { codeRequired: false }).problem?.key).toBe(
      'badCode',
    );
  });

  it.each([
    [{ name: '' }, 'nameMissing', 'name'],
    [{ name: 'x'.repeat(33) }, 'nameTooLong', 'name'],
    [{ code: '012345' }, 'badCode', 'code'],
    [{ from: 'tomorrow' }, 'badDateTime', 'from'],
    [{ until: '2027-02-30T10:00' }, 'badDateTime', 'until'],
    [{ until: '2027-02-01T10:00' }, 'windowOrder', 'until'],
    [{ days: [] }, 'noWeekday', 'days'],
  ])('refuses %j (%s), shown beside the %s field', (change, key, field) => {
    const reading = readKeypadCodeForm({ ...FORM, ...change }, ZONE);
    expect(reading.problem?.key).toBe(key);
    expect(keypadCodeProblemField(reading.problem!)).toBe(field);
  });
});

describe('keypadCodeFormOf', () => {
  it('fills the change form from the authorization, its window on the clock of the time zone, never the code', () => {
    const auth = Authorization.fromArray({
      id: 'a1',
      type: 13,
      name: 'Courier',
      code: 918273,
      allowedFromDate: '2027-03-01T07:00:00.000Z',
      allowedUntilDate: '2027-03-31T18:00:00.000Z',
      allowedWeekDays: 64 + 4,
    });
    expect(keypadCodeFormOf(auth, ZONE)).toEqual({
      name: 'Courier',
      from: '2027-03-01T08:00',
      until: '2027-03-31T20:00',
      days: ['ma', 'vr'],
    });
  });
});
