import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { firstListedGame, gameFrame, startOccupancyWindow } from '../support/game-pages.ts';
import { openAsDemoPlayer } from '../support/api-login.ts';

interface Table {
  roomName: string;
  nodeId: string;
  minBet: number;
  players: number;
  maxPlayers: number;
}

/** The tables of Card Lantern's first game, as the site's bff lists them now. */
const tablesOf = async (page: Page, nodeId: string): Promise<Table[]> => {
  const res = await page.request.get('/wps/relay/GLS2_roomList', { params: { vassalage: 'CDL' } });
  expect(res.ok()).toBe(true);
  const { list } = ((await res.json()) as { value: { list: Table[] } }).value;
  return list.filter((table) => table.nodeId === nodeId);
};

const tableList = (page: Page) => page.getByRole('dialog', { name: /^Choose a table: / });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a card game lists its tables; the player sits at one and plays there (${viewport.width} px)`, async ({
    page,
    qa,
  }) => {
    await page.setViewportSize(viewport);
    await openAsDemoPlayer(page, '/pvp?page=CDL');
    const cards = await firstListedGame(page, { vassalage: 'CDL', gameType: 'PVP' });
    await startOccupancyWindow(qa);
    const tables = await tablesOf(page, cards.nodeId);
    const open = tables.find((table) => table.players < table.maxPlayers);
    if (!open) throw new Error('every table of the game is full');

    await page.getByRole('button', { name: cards.displayName }).first().click();
    const list = tableList(page).getByRole('table', { name: `Tables of ${cards.displayName}` });
    await expect(list).toBeVisible();
    for (const table of tables) {
      const row = list.getByRole('row', { name: new RegExp(table.roomName) });
      await expect(row).toContainText(`${table.players} of ${table.maxPlayers} seats`);
      await expect(row).toContainText(table.minBet.toFixed(2));
    }
    await list.getByRole('button', { name: `Join ${open.roomName}` }).click();

    const frame = await gameFrame(page, cards.displayName);
    await expect(frame.getByTestId('room')).toHaveText(`Room: ${open.roomName}`);
    await expect(page).toHaveURL(/[?&]roomId=/);
    const stake = Number(await frame.getByLabel('Stake').inputValue());
    expect(stake).toBeGreaterThanOrEqual(open.minBet);
    await frame.getByRole('button', { name: 'Roll' }).click();
    await expect(
      frame.getByRole('region', { name: 'Round history' }).locator('tbody tr'),
    ).toHaveCount(1);
    await expect
      .poll(async () => (await qa.rounds('demo_player')).rounds.map((round) => round.stake))
      .toEqual([stake]);

    // A reload sits at the same table again.
    await page.reload();
    await expect(tableList(page)).toHaveCount(0);
    const again = await gameFrame(page, cards.displayName);
    await expect(again.getByTestId('room')).toHaveText(`Room: ${open.roomName}`);
  });
}

test('a full table cannot be joined', async ({ page, qa }) => {
  await openAsDemoPlayer(page, '/pvp?page=CDL');
  const cards = await firstListedGame(page, { vassalage: 'CDL', gameType: 'PVP' });
  // The seats taken change every five minutes of the platform's clock: move it to the start of
  // one window after another until a table of the game is full in it. The list opened next
  // reads the same window (five minutes of it are left; a window that ended between the two
  // reads had shown the list other seats).
  let full: Table | undefined;
  await expect
    .poll(
      async () => {
        await startOccupancyWindow(qa);
        full = (await tablesOf(page, cards.nodeId)).find(
          (table) => table.players >= table.maxPlayers,
        );
        return full !== undefined;
      },
      { message: 'a table fills up', intervals: [0], timeout: 60_000 },
    )
    .toBe(true);
  const name = full?.roomName ?? '';
  await page.getByRole('button', { name: cards.displayName }).first().click();
  const list = tableList(page).getByRole('table');
  await expect(list.getByRole('button', { name: `${name}: Full` })).toBeDisabled();
  await tableList(page).getByRole('button', { name: 'Close' }).click();
  await expect(tableList(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/pvp\?page=CDL$/);
});
