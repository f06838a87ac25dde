import { describe, expect, it } from 'vitest';
import {
  cashOutAt,
  crashCapX100,
  drawCrashPoint,
  msToReach,
  multiplierAt,
  settlementDue,
} from '../src/play/games/crash.ts';
import { diceChoiceSchema, rollDice, winningOutcomes } from '../src/play/games/dice.ts';
import type { RandomInt } from '../src/play/games/random.ts';
import { slotMultiplier, slotReturn, slotSymbols, spinSlot } from '../src/play/games/slot.ts';
import { numeroOf } from '../src/play/lottery/numero.ts';
import { drawNumbers, winningPair } from '../src/play/lottery/numbers.ts';

/** A random source that answers the given values in turn (each must be below its `max`). */
const scripted = (...values: number[]): RandomInt => {
  let next = 0;
  return (max) => {
    const value = values[next % values.length] ?? 0;
    next += 1;
    if (value >= max) throw new Error(`scripted ${value} is not below ${max}`);
    return value;
  };
};

describe('slot', () => {
  it('returns 96.2 % over every stop of the reels', () => {
    const [paid, staked] = slotReturn();
    expect(staked).toBe(8000n);
    expect(paid).toBe(7696n);
  });

  it('pays whole multiples of the stake, exact in cents', () => {
    expect(slotMultiplier(['seven', 'seven', 'seven'])).toBe(300n);
    expect(slotMultiplier(['cherry', 'cherry', 'bar'])).toBe(1n);
    expect(slotMultiplier(['bar', 'cherry', 'cherry'])).toBe(0n);
    // Stop 0 of the strip is the one seven.
    const spin = spinSlot(37n, scripted(0, 0, 0));
    expect(spin.outcome).toEqual({ reels: ['seven', 'seven', 'seven'], multiplier: 300 });
    expect(spin.winCents).toBe(11_100n);
    for (let stop = 0; stop < 20; stop += 1) {
      const { outcome, winCents } = spinSlot(123n, scripted(stop, stop, (stop + 7) % 20));
      expect(slotSymbols).toContain(outcome.reels[0]);
      expect(winCents).toBe(123n * BigInt(outcome.multiplier));
    }
  });
});

describe('dice', () => {
  it('pays 96 / winning outcomes, rounded down to the cent', () => {
    const under = diceChoiceSchema.parse({ direction: 'under', target: 30 });
    expect(winningOutcomes(under)).toBe(30);
    expect(rollDice(1000n, under, scripted(29))).toMatchObject({ winCents: 3200n });
    expect(rollDice(1000n, under, scripted(30)).winCents).toBe(0n);
    const over = diceChoiceSchema.parse({ direction: 'over', target: 70 });
    expect(winningOutcomes(over)).toBe(29);
    expect(rollDice(100n, over, scripted(71)).winCents).toBe(331n);
    expect(rollDice(100n, over, scripted(70)).winCents).toBe(0n);
  });

  it('keeps the house edge at 4 % for every target', () => {
    for (const direction of ['under', 'over'] as const) {
      for (let target = 1; target <= 98; target += 1) {
        const parsed = diceChoiceSchema.safeParse({ direction, target });
        if (!parsed.success) continue;
        let paid = 0n;
        for (let roll = 0; roll < 100; roll += 1) {
          paid += rollDice(10_000n, parsed.data, scripted(roll)).winCents;
        }
        // 100 rolls of 100.00: 9,600.00 back, less at most a cent per win for rounding.
        expect(paid).toBeLessThanOrEqual(960_000n);
        expect(paid).toBeGreaterThan(960_000n - 100n);
      }
    }
  });

  it('refuses targets where no roll or nearly every roll wins', () => {
    expect(diceChoiceSchema.safeParse({ direction: 'under', target: 96 }).success).toBe(false);
    expect(diceChoiceSchema.safeParse({ direction: 'over', target: 3 }).success).toBe(false);
    expect(diceChoiceSchema.safeParse({ direction: 'over', target: 99 }).success).toBe(false);
    expect(diceChoiceSchema.safeParse({ direction: 'under', target: 2.5 }).success).toBe(false);
    expect(diceChoiceSchema.safeParse({ direction: 'sideways', target: 50 }).success).toBe(false);
  });
});

describe('crash', () => {
  it('draws crash points with P(crash ≥ m) = 0.96 / m, from 1.00× to 1,000×', () => {
    expect(drawCrashPoint(scripted(0))).toBe(crashCapX100);
    expect(drawCrashPoint(scripted(999_999))).toBe(100);
    // u = 480,000 of a million: 0.96 / 0.48 = 2.00×.
    expect(drawCrashPoint(scripted(479_999))).toBe(200);
    let atLeastTwo = 0;
    for (let r = 0; r < 1_000_000; r += 997)
      if (drawCrashPoint(scripted(r)) >= 200) atLeastTwo += 1;
    expect(atLeastTwo / Math.ceil(1_000_000 / 997)).toBeCloseTo(0.48, 2);
  });

  it('grows the multiplier from 1.00× and times crashes and auto cash-outs by it', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(msToReach(250))).toBeGreaterThanOrEqual(250);
    expect(multiplierAt(msToReach(250) - 1)).toBeLessThan(250);
    expect(msToReach(crashCapX100)).toBeLessThan(120_000);
  });

  it('settles a round that has crashed as lost, and an auto cash-out below the crash as won', () => {
    const opened = 1_000_000;
    const lost = { crashPoint: 300, autoCashout: null, cashedOutAt: null };
    expect(settlementDue(lost, 500n, opened, opened + msToReach(300) - 1)).toBeNull();
    expect(settlementDue(lost, 500n, opened, opened + msToReach(300))).toEqual({
      cashedOutAt: null,
      winCents: 0n,
      at: opened + msToReach(300),
    });
    const auto = { crashPoint: 300, autoCashout: 150, cashedOutAt: null };
    expect(settlementDue(auto, 333n, opened, opened + 60_000)).toEqual({
      cashedOutAt: 150,
      winCents: 499n,
      at: opened + msToReach(150),
    });
    const tooHigh = { crashPoint: 300, autoCashout: 400, cashedOutAt: null };
    expect(settlementDue(tooHigh, 333n, opened, opened + 60_000)?.winCents).toBe(0n);
  });

  it('cashes out below the crash point at the current multiplier', () => {
    const outcome = { crashPoint: 1000, autoCashout: null, cashedOutAt: null };
    const at = msToReach(200);
    const cashed = cashOutAt(outcome, 1000n, 0, at);
    expect(cashed.cashedOutAt).toBe(multiplierAt(at));
    expect(cashed.winCents).toBe((1000n * BigInt(multiplierAt(at))) / 100n);
    expect(cashOutAt(outcome, 1000n, 0, msToReach(1000)).winCents).toBe(0n);
  });
});

describe('lottery numbers', () => {
  it('numbers draws by day and place in the day, in UTC+7', () => {
    // 2026-01-10T17:00:00Z is midnight in UTC+7: the first draw of 11 January.
    expect(numeroOf(Date.parse('2026-01-10T17:00:00Z'), 60)).toBe('20260111-0001');
    expect(numeroOf(Date.parse('2026-01-10T16:59:00Z'), 60)).toBe('20260110-1440');
    expect(numeroOf(Date.parse('2026-01-11T05:00:00Z'), 300)).toBe('20260111-0145');
  });

  it('draws 27 numbers, a 5-digit special prize first; its last two digits win', () => {
    let calls = 0;
    const numbers = drawNumbers(() => (calls++ === 0 ? 12_345 : 7));
    expect(numbers).toHaveLength(27);
    expect(numbers[0]).toBe('12345');
    expect(numbers.slice(1).every((n) => Number(n) === 7)).toBe(true);
    expect(numbers.at(-1)).toBe('07');
    expect(winningPair(numbers)).toBe('45');
    for (const number of drawNumbers((max) => max - 1)) expect(number).toMatch(/^9{2,5}$/);
  });
});
