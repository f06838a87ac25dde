/**
 * Draw numbers (`numero`) are `YYYYMMDD-NNNN`: the draw's day and its place in that day, in the
 * platform's time zone. The platform serves South-East Asia; we take UTC+7 (Phnom Penh, Ho Chi
 * Minh City, Bangkok; no daylight saving), so a day's draws are numbered from local midnight.
 */
const zoneOffsetMs = 7 * 3_600_000;
const dayMs = 86_400_000;

export const numeroOf = (drawTime: number, intervalSeconds: number): string => {
  const local = drawTime + zoneOffsetMs;
  const dayStart = Math.floor(local / dayMs) * dayMs;
  const day = new Date(dayStart).toISOString().slice(0, 10).replaceAll('-', '');
  const index = Math.floor((local - dayStart) / (intervalSeconds * 1000)) + 1;
  return `${day}-${String(index).padStart(4, '0')}`;
};
