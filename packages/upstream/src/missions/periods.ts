import type { MissionPeriod } from '@his/shared/schemas/missions';
import { periodAt, type Period } from '../agents/settlement-periods.ts';

/**
 * The period of a mission that holds `now`: the platform's day (from midnight UTC+7) or its week
 * (from Monday's midnight UTC+7), the same days and weeks as the records and the agents'
 * settlements. Epoch ms; the end is the next period's start.
 */
export const missionPeriodAt = (period: MissionPeriod, now: Date): Period =>
  periodAt(period, now.getTime());
