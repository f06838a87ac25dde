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

const glyphs = {
  seven: '7',
  bar: 'BAR',
  bell: 'BELL',
  plum: 'PLUM',
  lemon: 'LEMON',
  cherry: 'CHERRY',
};
const form = document.getElementById('controls');
const stake = document.getElementById('stake');
const button = document.getElementById('play');
const reels = document.getElementById('reels');

const describe = (round) => round.outcome.reels.map((symbol) => glyphs[symbol]).join(' ');

const showReels = (symbols) => {
  [...reels.children].forEach((reel, index) => {
    reel.dataset.symbol = symbols[index];
    reel.textContent = glyphs[symbols[index]];
  });
  reels.setAttribute('aria-label', symbols.map((symbol) => glyphs[symbol]).join(', '));
};

let history = [];

const session = await startSession();
if (session) {
  fillStakes(stake, session.game.minBet, session.game.maxStake);
  history = session.rounds;
  renderHistory(history, describe);
  if (history[0]) showReels(history[0].outcome.reels);

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    button.disabled = true;
    say('');
    try {
      const result = await api('/play-api/rounds', {
        method: 'POST',
        body: { clientRoundId: newClientId(), stake: Number(stake.value) },
      });
      const { round } = result;
      showReels(round.outcome.reels);
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
