import {
  api,
  fillStakes,
  formatMoney,
  newClientId,
  query,
  ready,
  say,
  sayError,
  setBalance,
  setLastWin,
  startSession,
  t,
} from './common.js';

// Two-digit bets on the next draw of a lottery game; a bet wins when its number is the last
// two digits of the special prize (the first number of a draw). The server closes betting 30 s
// before each draw; the page refreshes games, bets and draws every few seconds.
const refreshMs = 5_000;
const areaModes = { VN: ['Lott', 'ZY'], SEA: ['SEA'] };
const form = document.getElementById('controls');
const gameSelect = document.getElementById('lottery-game');
const numberInput = document.getElementById('number');
const stake = document.getElementById('stake');
const button = document.getElementById('play');
const nextDraw = document.getElementById('next-draw');

let games = [];
/** Every game of the platform, for naming the bets (a bet may be on a game not offered here). */
let allGames = [];
let clockOffset = 0;
const serverNow = () => Date.now() + clockOffset;

const wantedModes = () => {
  const mode = query.get('prizeMode');
  if (mode) return [mode];
  return areaModes[query.get('area') ?? ''] ?? null;
};

const selected = () => games.find((game) => game.gameCode === gameSelect.value);

const showNextDraw = () => {
  const game = selected();
  if (!game) return;
  const left = Math.ceil((game.closesAt - serverNow()) / 1000);
  nextDraw.textContent =
    left > 0
      ? `${t('nextDraw')} ${game.nextNumero} · ${t('closesIn')} ${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`
      : t('closed');
};

const fillGames = (list, preferred) => {
  allGames = list;
  const modes = wantedModes();
  games = modes ? list.filter((game) => modes.includes(game.prizeMode)) : list;
  if (games.length === 0) games = list;
  const keep = gameSelect.value || preferred;
  gameSelect.replaceChildren(...games.map((game) => new Option(game.gameName, game.gameCode)));
  if (keep && games.some((game) => game.gameCode === keep)) gameSelect.value = keep;
  document.getElementById('game-name').textContent = selected()?.gameName ?? t('game');
  document.title = selected()?.gameName ?? t('game');
};

const cell = (text, className) => {
  const element = document.createElement('td');
  element.textContent = text;
  if (className) element.className = className;
  return element;
};

const renderBets = (bets) => {
  const body = document.getElementById('bets');
  body.replaceChildren(
    ...bets.map((bet) => {
      const row = document.createElement('tr');
      row.append(
        // The game's name, never its code (ZY_3MIN) (#10).
        cell(
          `${allGames.find((game) => game.gameCode === bet.gameCode)?.gameName ?? bet.gameCode} ${bet.numero}`,
        ),
        cell(bet.number),
        cell(formatMoney(bet.stake), 'amount'),
        cell(formatMoney(bet.win), 'amount'),
        cell(t(bet.status)),
      );
      return row;
    }),
  );
  const last = bets.find((bet) => bet.status !== 'pending');
  if (last) setLastWin(last.win);
};

const renderDraws = (draws) => {
  const container = document.getElementById('draws');
  container.replaceChildren(
    ...draws.map((draw) => {
      const block = document.createElement('div');
      const title = document.createElement('p');
      title.className = 'hint';
      title.textContent = `${t('numero')} ${draw.numero}`;
      const list = document.createElement('ul');
      list.className = 'numbers';
      list.append(
        ...draw.numbers.map((number) => {
          const item = document.createElement('li');
          item.textContent = number;
          return item;
        }),
      );
      block.append(title, list);
      return block;
    }),
  );
};

const refresh = async () => {
  try {
    const [session, bets, draws] = await Promise.all([
      api('/play-api/session'),
      api('/play-api/lottery/bets'),
      api(`/play-api/lottery/draws?gameCode=${encodeURIComponent(gameSelect.value)}`),
    ]);
    clockOffset = session.serverTime - Date.now();
    fillGames(session.lottery.games, session.lottery.selected);
    setBalance(bets.balance);
    renderBets(bets.bets);
    renderDraws(draws.draws);
    showNextDraw();
  } catch (error) {
    sayError(error);
  }
};

const session = await startSession();
if (session) {
  clockOffset = session.serverTime - Date.now();
  fillGames(session.lottery.games, session.lottery.selected);
  fillStakes(stake, 1, 10_000);
  await refresh();
  setInterval(refresh, refreshMs);
  setInterval(showNextDraw, 1_000);
  gameSelect.addEventListener('change', refresh);

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const number = numberInput.value.trim().padStart(2, '0');
    if (!/^[0-9]{2}$/.test(number)) {
      say(t('request_param_err'), 'error');
      numberInput.focus();
      return;
    }
    button.disabled = true;
    say('');
    try {
      const result = await api('/play-api/lottery/bets', {
        method: 'POST',
        body: {
          clientBetId: newClientId(),
          gameCode: gameSelect.value,
          number,
          stake: Number(stake.value),
        },
      });
      setBalance(result.balance);
      say(`${t('betPlaced')} ${result.bet.numero}: ${result.bet.number}`, 'win');
      await refresh();
    } catch (error) {
      sayError(error);
    } finally {
      button.disabled = false;
    }
  });
  ready();
}
