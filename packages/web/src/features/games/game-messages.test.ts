import { describe, expect, it } from 'vitest';
import { isBalanceChanged } from './game-messages.ts';

const frame = {} as Window;
const other = {} as Window;
const gameUrl = 'http://localhost:8081/play/slot?lang=EN';
const message = { type: 'his.balance.changed' };

describe('a game frame’s balance message', () => {
  it('is taken from the launched frame on its own origin', () => {
    expect(
      isBalanceChanged(
        { origin: 'http://localhost:8081', source: frame, data: message },
        frame,
        gameUrl,
      ),
    ).toBe(true);
  });

  it.each([
    ['another window', { origin: 'http://localhost:8081', source: other, data: message }],
    ['another origin', { origin: 'http://127.0.0.1:8081', source: frame, data: message }],
    ['an attacker site', { origin: 'https://evil.example', source: frame, data: message }],
    ['another message', { origin: 'http://localhost:8081', source: frame, data: { type: 'x' } }],
    ['no data', { origin: 'http://localhost:8081', source: frame, data: null }],
    ['a string', { origin: 'http://localhost:8081', source: frame, data: 'his.balance.changed' }],
  ])('is ignored from %s', (_name, event) => {
    expect(isBalanceChanged(event, frame, gameUrl)).toBe(false);
  });

  it('is ignored while no frame is shown or the game address is not a URL', () => {
    const event = { origin: 'http://localhost:8081', source: frame, data: message };
    expect(isBalanceChanged(event, null, gameUrl)).toBe(false);
    expect(isBalanceChanged(event, frame, 'not a url')).toBe(false);
  });
});
