import { MAX_JSON_DEPTH } from '../../common/json/json-depth';
import { JsonTooDeepException } from '../../common/json/json-too-deep.exception';
import {
  booleanOf,
  frozenCopy,
  freezeOwned,
  frozenPayload,
  idOrNull,
  numberOrNull,
  objectListOrNull,
  objectOrNull,
  stringListOrNull,
  stringOrNull,
} from './lock-payload';

describe('lock payload readers', () => {
  describe('numberOrNull', () => {
    it.each([0, 1, -3, 2.5, 255, Number.MAX_SAFE_INTEGER])('keeps the number %p', (value) => {
      expect(numberOrNull(value)).toBe(value);
    });

    it.each(['1', '', NaN, Infinity, -Infinity, true, null, undefined, {}, [1]])(
      'reads %p as null',
      (value) => {
        expect(numberOrNull(value)).toBeNull();
      },
    );
  });

  describe('stringOrNull', () => {
    it.each(['text', '', ' padded '])('keeps the string %p', (value) => {
      expect(stringOrNull(value)).toBe(value);
    });

    it.each([1, true, null, undefined, {}, ['a']])('reads %p as null', (value) => {
      expect(stringOrNull(value)).toBeNull();
    });
  });

  describe('idOrNull', () => {
    it.each([
      ['5f1c2b3a4d5e6f7a8b9c0d1e', '5f1c2b3a4d5e6f7a8b9c0d1e'],
      [42, '42'],
      [0, '0'],
    ])('reads %p as %p', (value, expected) => {
      expect(idOrNull(value)).toBe(expected);
    });

    it.each(['', NaN, Infinity, true, null, undefined, {}, []])('reads %p as null', (value) => {
      expect(idOrNull(value)).toBeNull();
    });
  });

  describe('booleanOf', () => {
    it('is true only for true', () => {
      expect(booleanOf(true)).toBe(true);
    });

    it.each([false, 1, 'true', 'yes', null, undefined, {}])('reads %p as false', (value) => {
      expect(booleanOf(value)).toBe(false);
    });
  });

  describe('stringListOrNull', () => {
    it('keeps the string items of a list', () => {
      expect(stringListOrNull(['DEVICE_STATUS', 7, null, 'DEVICE_LOGS'])).toEqual([
        'DEVICE_STATUS',
        'DEVICE_LOGS',
      ]);
      expect(stringListOrNull([])).toEqual([]);
    });

    it.each(['DEVICE_STATUS', null, undefined, {}, 3])('reads %p as null', (value) => {
      expect(stringListOrNull(value)).toBeNull();
    });
  });

  describe('objectOrNull', () => {
    it('gives an object as it is, no copy', () => {
      const payload = frozenPayload({ config: { name: 'Front door' } });

      expect(objectOrNull<{ name: string }>(payload.config)).toBe(payload.config);
      expect(objectOrNull<{ name: string }>(payload.config)?.name).toBe('Front door');
    });

    it.each([null, undefined, 'text', 3, true, [], [{ name: 'Front door' }]])('reads %p as null', (value) => {
      expect(objectOrNull(value)).toBeNull();
    });
  });

  describe('objectListOrNull', () => {
    it('gives a list of objects as it is, no copy', () => {
      const payload = frozenPayload({ settings: [{ triggerEvents: ['lock'] }, { triggerEvents: [] }] });

      expect(objectListOrNull(payload.settings)).toBe(payload.settings);
      expect(objectListOrNull([])).toEqual([]);
    });

    it("keeps only the object items, in a frozen list that holds the payload's own objects", () => {
      const payload = frozenPayload({ settings: [{ smartlockId: 1 }, 2, null, 'x', [], { smartlockId: 3 }] });
      const items = payload.settings as unknown[];

      const list = objectListOrNull(payload.settings);

      expect(list).toEqual([{ smartlockId: 1 }, { smartlockId: 3 }]);
      expect(list?.[0]).toBe(items[0]);
      expect(list?.[1]).toBe(items[5]);
      expect(Object.isFrozen(list)).toBe(true);
    });

    it.each([null, undefined, 'text', 3, {}, { 0: { smartlockId: 1 } }])('reads %p as null', (value) => {
      expect(objectListOrNull(value)).toBeNull();
    });
  });

  describe('frozenCopy', () => {
    it('deep-freezes a copy and leaves the original as it was', () => {
      const original = { state: { doorState: 2 }, list: [{ a: 1 }] };
      const copy = frozenCopy(original);

      expect(copy).toEqual(original);
      expect(copy).not.toBe(original);
      expect(Object.isFrozen(copy)).toBe(true);
      expect(Object.isFrozen(copy.state)).toBe(true);
      expect(Object.isFrozen(copy.list)).toBe(true);
      expect(Object.isFrozen(copy.list[0])).toBe(true);
      expect(Object.isFrozen(original)).toBe(false);
      expect(Object.isFrozen(original.state)).toBe(false);
    });

    it('is not reached by later changes to the original', () => {
      const original = { state: { doorState: 2 }, list: [1] };
      const copy = frozenCopy(original);

      original.state.doorState = 3;
      original.list.push(2);

      expect(copy).toEqual({ state: { doorState: 2 }, list: [1] });
    });

    it('refuses changes in strict mode', () => {
      const copy = frozenCopy({ state: { doorState: 2 } });

      expect(() => {
        (copy.state as { doorState: number }).doorState = 3;
      }).toThrow(TypeError);
      expect(copy.state.doorState).toBe(2);
    });

    it('takes a value frozen whole by freezeOwned as it is, items of a frozen list too', () => {
      const answer = freezeOwned([{ name: 'Front door', state: { doorState: 2 } }]);

      expect(frozenCopy(answer)).toBe(answer);
      expect(frozenCopy(answer[0])).toBe(answer[0]);
      expect(Object.isFrozen(answer[0].state)).toBe(true);
    });

    it('still copies a value only frozen on the outside: its insides could change', () => {
      const inside = { doorState: 2 };
      const original = Object.freeze({ state: inside });
      const copy = frozenCopy(original);

      inside.doorState = 3;
      expect(copy).not.toBe(original);
      expect(copy.state.doorState).toBe(2);
    });

    it('copies a value nested MAX_JSON_DEPTH deep, and refuses one a level deeper before copying it', () => {
      const atLimit = nestedObjects(MAX_JSON_DEPTH);
      const overLimit = nestedObjects(MAX_JSON_DEPTH + 1);

      expect(frozenCopy(atLimit)).toEqual(atLimit);
      expect(() => frozenCopy(overLimit)).toThrow(JsonTooDeepException);
      expect(() => frozenCopy(overLimit)).toThrow(
        `The lock payload is nested deeper than ${MAX_JSON_DEPTH} levels of arrays and objects (MAX_JSON_DEPTH).`,
      );
    });

    it('refuses a value deeper than the stack goes with JsonTooDeepException, not a RangeError', () => {
      expect(() => frozenCopy(nestedObjects(100_000))).toThrow(JsonTooDeepException);
      expect(() => frozenPayload(JSON.parse(`{"a":${'['.repeat(30_000)}${']'.repeat(30_000)}}`))).toThrow(
        JsonTooDeepException,
      );
    });
  });

  describe('freezeOwned', () => {
    it('freezes every level of a value deeper than the stack goes, without recursion', () => {
      const deep = freezeOwned(nestedObjects(100_000));
      let frozenLevels = 0;
      for (let level: unknown = deep; typeof level === 'object'; level = (level as { a: unknown }).a) {
        if (Object.isFrozen(level)) frozenLevels++;
      }

      expect(frozenLevels).toBe(100_000);
      expect(frozenCopy(deep)).toBe(deep);
    });
  });

  describe('frozenPayload', () => {
    it('is a frozen copy of an object', () => {
      const payload = frozenPayload({ name: 'Front door' });

      expect(payload).toEqual({ name: 'Front door' });
      expect(Object.isFrozen(payload)).toBe(true);
    });

    it.each([null, undefined, 'text', 3, [1, 2]])('is a frozen empty object for %p', (value) => {
      const payload = frozenPayload(value);

      expect(payload).toEqual({});
      expect(Object.isFrozen(payload)).toBe(true);
    });
  });
});

/** Objects nested `depth` deep, `{ a: { a: ... 1 } }`, parsed from JSON as an answer would be. */
function nestedObjects(depth: number): Record<string, unknown> {
  return JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`) as Record<string, unknown>;
}
