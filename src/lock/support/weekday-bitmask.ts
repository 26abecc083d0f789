import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';

/** A weekday as a Dutch two-letter code, Monday (`ma`) to Sunday (`zo`). */
export type WeekdayCode = 'ma' | 'di' | 'wo' | 'do' | 'vr' | 'za' | 'zo';

/** Converts between lists of Dutch weekday codes and the lock API's weekday bitmask (Monday 64 ... Sunday 1). */
export class WeekdayBitmask {
  /** The bit of Monday (`ma`). */
  static readonly MONDAY = 64;
  /** The bit of Tuesday (`di`). */
  static readonly TUESDAY = 32;
  /** The bit of Wednesday (`wo`). */
  static readonly WEDNESDAY = 16;
  /** The bit of Thursday (`do`). */
  static readonly THURSDAY = 8;
  /** The bit of Friday (`vr`). */
  static readonly FRIDAY = 4;
  /** The bit of Saturday (`za`). */
  static readonly SATURDAY = 2;
  /** The bit of Sunday (`zo`). */
  static readonly SUNDAY = 1;

  /** Static members only: nothing to construct. */
  private constructor() {}

  /**
   * The mask of the given day codes (case-insensitive, trimmed, a repeated day counted once; `[]` is 0),
   * e.g. `['ma', 'wo', 'vr']` is 84. Throws `InvalidArgumentException` for an unknown code.
   */
  static fromDays(days: readonly string[]): number {
    if (!Array.isArray(days)) {
      throw new InvalidArgumentException(`Weekdays must be a list of codes (${WEEKDAY_CODES.join(', ')}).`);
    }
    return days.reduce((mask: number, day: unknown) => mask | WeekdayBitmask.bitOf(day), 0);
  }

  /** The day codes of the mask in week order. Throws `InvalidArgumentException` unless it is an integer 0..127. */
  static toDays(mask: number): WeekdayCode[] {
    if (!WeekdayBitmask.isMask(mask)) {
      throw new InvalidArgumentException(
        `Weekday bitmask ${String(mask)} is invalid; expected an integer from 0 to ${ALL_DAYS_MASK}.`,
      );
    }
    return WEEKDAY_CODES.filter((code) => (mask & WEEKDAY_BITS[code]) !== 0);
  }

  /** True for a valid mask: an integer from 0 (no day) to 127 (every day). */
  static isMask(value: unknown): value is number {
    return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= ALL_DAYS_MASK;
  }

  /** The bit of one day code; throws `InvalidArgumentException` naming the value and the accepted codes. */
  private static bitOf(day: unknown): number {
    const code = typeof day === 'string' ? day.trim().toLowerCase() : undefined;
    if (code !== undefined && Object.hasOwn(WEEKDAY_BITS, code)) return WEEKDAY_BITS[code as WeekdayCode];
    throw new InvalidArgumentException(
      `Unknown weekday code ${JSON.stringify(day) ?? String(day)}; accepted codes: ${WEEKDAY_CODES.join(', ')}.`,
    );
  }
}

/** The bit of each weekday code, in week order. */
const WEEKDAY_BITS: Readonly<Record<WeekdayCode, number>> = Object.freeze({
  ma: WeekdayBitmask.MONDAY,
  di: WeekdayBitmask.TUESDAY,
  wo: WeekdayBitmask.WEDNESDAY,
  do: WeekdayBitmask.THURSDAY,
  vr: WeekdayBitmask.FRIDAY,
  za: WeekdayBitmask.SATURDAY,
  zo: WeekdayBitmask.SUNDAY,
});

/** The weekday codes in week order. */
const WEEKDAY_CODES: readonly WeekdayCode[] = Object.freeze(Object.keys(WEEKDAY_BITS) as WeekdayCode[]);

/** The highest mask: all seven days. */
const ALL_DAYS_MASK = 127;
