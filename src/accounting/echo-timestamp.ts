/** The current moment as ISO 8601 UTC with six fraction digits (microseconds): `2026-11-22T10:00:00.123456Z`. */
export function echoTimestamp(
  epochMilliseconds: number = performance.timeOrigin + performance.now(),
): string {
  const wholeMilliseconds = Math.floor(epochMilliseconds);
  const microseconds = Math.floor((epochMilliseconds - wholeMilliseconds) * 1000);
  const iso = new Date(wholeMilliseconds).toISOString(); // 2026-11-22T10:00:00.123Z
  return `${iso.slice(0, -1)}${String(microseconds).padStart(3, '0')}Z`;
}
