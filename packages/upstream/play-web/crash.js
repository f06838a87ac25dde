import {
  api,
  fillStakes,
  formatMoney,
  newClientId,
  ready,
  renderHistory,
  say,
  sayError,
  setBalance,
  setLastWin,
  startSession,
  t,
} from './common.js';

// The multiplier grows as e^(growthPerMs × elapsed) from the round's start (the server sends the
// constant). The page only shows it: the server alone knows the crash point and decides every
// cash-out; the page asks it about the round twice a second until the round has ended.
const pollMs = 500;
const form = document.getElementById('controls');
const stake = document.getElementById('stake');
const auto = document.getElementById('auto');
const betButton = document.getElementById('play');
const cashButton = document.getElementById('cashout');
const view = document.getElementById('multiplier');

let growthPerMs = 0;
let clockOffset = 0;
let open = null;
let history = [];
let poll = null;

const serverNow = () => Date.now() + clockOffset;
const syncClock = (value) => {
  clockOffset = value.serverTime - Date.now();
};
const times = (multiplier) => `×${multiplier.toFixed(2)}`;

const describe = (round) => {
  if (round.status === 'open') return t('running');
  const { cashedOutAt, crashPoint } = round.outcome;
  return cashedOutAt === null
    ? `${t('crashedAt')} ${times(crashPoint)}`
    : `${t('cashedOutAt')} ${times(cashedOutAt)}`;
};

const animate = () => {
  if (!open) return;
  const elapsed = Math.max(0, serverNow() - open.createdAt);
  view.textContent = times(Math.floor(100 * Math.exp(growthPerMs * elapsed)) / 100);
  requestAnimationFrame(animate);
};

const finish = (round) => {
  open = null;
  clearInterval(poll);
  cashButton.disabled = true;
  betButton.disabled = false;
  const { cashedOutAt, crashPoint } = round.outcome;
  view.dataset.state = cashedOutAt === null ? 'crashed' : 'cashed';
  view.textContent = times(cashedOutAt ?? crashPoint);
  setLastWin(round.win);
  say(
    round.win > 0 ? `${t('youWon')} ${formatMoney(round.win)}` : describe(round),
    round.win > 0 ? 'win' : '',
  );
  history = [round, ...history.filter((r) => r.id !== round.id)].slice(0, 10);
  renderHistory(history, describe);
};

const follow = (round) => {
  if (round.status === 'settled') {
    finish(round);
    return;
  }
  open = round;
  view.dataset.state = 'running';
  betButton.disabled = true;
  cashButton.disabled = false;
  requestAnimationFrame(animate);
  clearInterval(poll);
  poll = setInterval(async () => {
    if (!open) return;
    try {
      const value = await api(`/play-api/rounds/${open.id}`);
      syncClock(value);
      setBalance(value.balance);
      if (value.round.status === 'settled') finish(value.round);
    } catch (error) {
      sayError(error);
    }
  }, pollMs);
};

const session = await startSession();
if (session) {
  growthPerMs = session.crash.growthPerMs;
  syncClock(session);
  fillStakes(stake, session.game.minBet, session.game.maxStake);
  history = session.rounds;
  renderHistory(history, describe);
  if (session.openRound) follow(session.openRound);

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    betButton.disabled = true;
    say('');
    const autoValue = auto.value.trim() === '' ? undefined : Number(auto.value);
    try {
      const result = await api('/play-api/rounds', {
        method: 'POST',
        body: {
          clientRoundId: newClientId(),
          stake: Number(stake.value),
          choice: autoValue === undefined ? {} : { autoCashout: autoValue },
        },
      });
      syncClock(result);
      setBalance(result.balance);
      history = [result.round, ...history].slice(0, 10);
      renderHistory(history, describe);
      follow(result.round);
    } catch (error) {
      sayError(error);
      betButton.disabled = false;
    }
  });

  cashButton.addEventListener('click', async () => {
    if (!open) return;
    cashButton.disabled = true;
    try {
      const result = await api(`/play-api/rounds/${open.id}/cashout`, { method: 'POST', body: {} });
      syncClock(result);
      setBalance(result.balance);
      finish(result.round);
    } catch (error) {
      sayError(error);
      cashButton.disabled = open === null;
    }
  });
  ready(open === null);
}
