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

// The server's rule (src/play/games/dice.ts): a roll of 00–99, "under N" wins on N outcomes,
// "over N" on 99 − N, and a win pays 96 / outcomes per unit staked.
const limits = { under: [1, 95], over: [4, 98] };
const form = document.getElementById('controls');
const stake = document.getElementById('stake');
const target = document.getElementById('target');
const button = document.getElementById('play');
const rollView = document.getElementById('roll');
const odds = document.getElementById('odds');

const direction = () => form.elements.direction.value;
const pad = (n) => String(n).padStart(2, '0');
const describe = (round) =>
  `${pad(round.outcome.roll)} (${t(round.outcome.direction)} ${round.outcome.target})`;

const updateOdds = () => {
  const [min, max] = limits[direction()];
  target.min = String(min);
  target.max = String(max);
  const value = Math.min(max, Math.max(min, Math.round(Number(target.value) || min)));
  const outcomes = direction() === 'under' ? value : 99 - value;
  odds.textContent = `${t('chance')} ${outcomes}% · ${t('payout')} ×${(
    Math.floor(9600 / outcomes) / 100
  ).toFixed(2)}`;
  return value;
};

let history = [];

const session = await startSession();
if (session) {
  fillStakes(stake, session.game.minBet, session.game.maxStake);
  history = session.rounds;
  renderHistory(history, describe);
  updateOdds();
  target.addEventListener('input', updateOdds);
  for (const radio of form.elements.direction) radio.addEventListener('change', updateOdds);

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const value = updateOdds();
    target.value = String(value);
    button.disabled = true;
    say('');
    try {
      const result = await api('/play-api/rounds', {
        method: 'POST',
        body: {
          clientRoundId: newClientId(),
          stake: Number(stake.value),
          choice: { direction: direction(), target: value },
        },
      });
      const { round } = result;
      rollView.textContent = pad(round.outcome.roll);
      rollView.setAttribute('aria-label', pad(round.outcome.roll));
      setBalance(result.balance);
      setLastWin(round.win);
      say(
        round.win > 0 ? `${t('youWon')} ${formatMoney(round.win)}` : t('noWin'),
        round.win > 0 ? 'win' : '',
      );
      history = [round, ...history].slice(0, 10);
      renderHistory(history, describe);
    } catch (error) {
      sayError(error);
    } finally {
      button.disabled = false;
    }
  });
  ready();
}
