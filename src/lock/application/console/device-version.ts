/**
 * A device's version as people read it: the lock API packs one byte per part into a number, the firmware as
 * major.minor.patch (132871 is 2.7.7) and the hardware as major.minor (514 is 2.2). '' for none; a value that
 * is no such number is shown as it is.
 */
export function deviceVersionText(value: number | null, parts: 2 | 3): string {
  if (value === null) return '';
  if (!Number.isInteger(value) || value < 0 || value >= 256 ** parts) return String(value);
  const bytes: number[] = [];
  for (let part = parts - 1; part >= 0; part -= 1) bytes.push(Math.floor(value / 256 ** part) % 256);
  return bytes.join('.');
}
