// Shared by the in-house game pages: the game ticket, calls to /play-api, texts in EN/KM/CN,
// money formatting, the balance, messages and the round history. No build step: an ES module.

const texts = {
  EN: {
    balance: 'Balance',
    lastWin: 'Last win',
    stake: 'Stake',
    history: 'Round history',
    time: 'Time',
    win: 'Win',
    result: 'Result',
    spin: 'Spin',
    roll: 'Roll',
    bet: 'Bet',
    cashOut: 'Cash out',
    placeBet: 'Place bet',
    direction: 'Direction',
    under: 'Under',
    over: 'Over',
    target: 'Target',
    chance: 'Win chance',
    payout: 'Payout',
    autoCashout: 'Auto cash-out (optional)',
    crashedAt: 'Crashed at',
    cashedOutAt: 'Cashed out at',
    running: 'Running',
    youWon: 'You won',
    noWin: 'No win this time',
    loading: 'Loading…',
    noRounds: 'No rounds yet',
    game: 'Game',
    nextDraw: 'Next draw',
    room: 'Room',
    closesIn: 'Betting closes in',
    closed: 'Betting closed for this draw',
    number: 'Number (00–99)',
    myBets: 'My bets',
    latestDraws: 'Latest draws',
    pending: 'Pending',
    won: 'Won',
    lost: 'Lost',
    betPlaced: 'Bet placed on draw',
    numero: 'Draw',
    'funds.insufficient': 'Insufficient balance',
    'game.ticket.invalid': 'This game session has ended. Please open the game again.',
    'lottery.betting.closed': 'Betting is closed for this draw',
    'game.maintenance': 'This game is under maintenance',
    'game.unfinished': 'Your previous game has not finished',
    'account.trial': 'A real account is needed',
    request_param_err: 'Please check your input',
    error: 'Something went wrong. Please try again.',
  },
  KM: {
    balance: 'សមតុល្យ',
    lastWin: 'ឈ្នះចុងក្រោយ',
    stake: 'ចំនួនភ្នាល់',
    history: 'ប្រវត្តិលេង',
    time: 'ពេលវេលា',
    win: 'ឈ្នះ',
    result: 'លទ្ធផល',
    spin: 'បង្វិល',
    roll: 'បោះ',
    bet: 'ភ្នាល់',
    cashOut: 'ដកប្រាក់ចេញ',
    placeBet: 'ដាក់ភ្នាល់',
    direction: 'ទិស',
    under: 'ក្រោម',
    over: 'លើ',
    target: 'គោលដៅ',
    chance: 'ឱកាសឈ្នះ',
    payout: 'អត្រាសង',
    autoCashout: 'ដកចេញស្វ័យប្រវត្តិ (ស្រេចចិត្ត)',
    crashedAt: 'ធ្លាក់នៅ',
    cashedOutAt: 'បានដកចេញនៅ',
    running: 'កំពុងដំណើរការ',
    youWon: 'អ្នកឈ្នះ',
    noWin: 'លើកនេះមិនឈ្នះទេ',
    loading: 'កំពុងផ្ទុក…',
    noRounds: 'មិនទាន់មានការលេងនៅឡើយ',
    game: 'ហ្គេម',
    nextDraw: 'ការចាប់ឆ្នោតបន្ទាប់',
    room: 'បន្ទប់',
    closesIn: 'ការភ្នាល់បិទក្នុងរយៈពេល',
    closed: 'ការភ្នាល់បានបិទសម្រាប់ការចាប់ឆ្នោតនេះ',
    number: 'លេខ (00–99)',
    myBets: 'ការភ្នាល់របស់ខ្ញុំ',
    latestDraws: 'លទ្ធផលចុងក្រោយ',
    pending: 'កំពុងរង់ចាំ',
    won: 'ឈ្នះ',
    lost: 'ចាញ់',
    betPlaced: 'បានដាក់ភ្នាល់លើការចាប់ឆ្នោត',
    numero: 'វគ្គ',
    'funds.insufficient': 'សមតុល្យមិនគ្រប់គ្រាន់',
    'game.ticket.invalid': 'វគ្គហ្គេមនេះបានបញ្ចប់ហើយ។ សូមបើកហ្គេមម្តងទៀត។',
    'lottery.betting.closed': 'ការភ្នាល់បានបិទសម្រាប់ការចាប់ឆ្នោតនេះ',
    'game.maintenance': 'ហ្គេមនេះកំពុងថែទាំ',
    'game.unfinished': 'ហ្គេមមុនរបស់អ្នកមិនទាន់បញ្ចប់',
    'account.trial': 'ត្រូវការគណនីពិត',
    request_param_err: 'សូមពិនិត្យទិន្នន័យដែលបានបញ្ចូល',
    error: 'មានបញ្ហា។ សូមព្យាយាមម្តងទៀត។',
  },
  CN: {
    balance: '余额',
    lastWin: '上局赢取',
    stake: '投注额',
    history: '游戏记录',
    time: '时间',
    win: '赢取',
    result: '结果',
    spin: '旋转',
    roll: '掷骰',
    bet: '下注',
    cashOut: '兑现',
    placeBet: '确认投注',
    direction: '方向',
    under: '小于',
    over: '大于',
    target: '目标',
    chance: '胜率',
    payout: '赔率',
    autoCashout: '自动兑现（可选）',
    crashedAt: '崩盘于',
    cashedOutAt: '兑现于',
    running: '进行中',
    youWon: '恭喜赢得',
    noWin: '本局未中奖',
    loading: '加载中…',
    noRounds: '暂无记录',
    game: '游戏',
    nextDraw: '下一期',
    room: '房间',
    closesIn: '投注截止倒计时',
    closed: '本期投注已截止',
    number: '号码（00–99）',
    myBets: '我的投注',
    latestDraws: '最新开奖',
    pending: '待开奖',
    won: '中奖',
    lost: '未中奖',
    betPlaced: '已投注期号',
    numero: '期号',
    'funds.insufficient': '余额不足',
    'game.ticket.invalid': '游戏会话已结束，请重新打开游戏。',
    'lottery.betting.closed': '本期投注已截止',
    'game.maintenance': '游戏维护中',
    'game.unfinished': '上一局游戏尚未结束',
    'account.trial': '需要真实账户',
    request_param_err: '请检查输入内容',
    error: '出错了，请重试。',
  },
};

const params = new URLSearchParams(location.search);
const requested = (params.get('lang') ?? 'EN').toUpperCase();
export const language = Object.hasOwn(texts, requested) ? requested : 'EN';
export const query = params;

/** The text of `key` in the page's language, English when missing. */
export const t = (key) => texts[language][key] ?? texts.EN[key] ?? key;

document.documentElement.lang = { EN: 'en', KM: 'km', CN: 'zh-Hans' }[language];

/** Fills every `data-i18n` element with its text (and `data-i18n-label` with an aria-label). */
export const applyTexts = (root = document) => {
  for (const element of root.querySelectorAll('[data-i18n]')) {
    element.textContent = t(element.dataset.i18n);
  }
};

// The ticket arrives in the address and is removed from it at once, so it shows in no history
// entry; the page keeps it in memory. Session storage only lets a reload of the frame keep
// playing: a browser that blocks a cross-site frame's storage (third-party storage blocked:
// Safari, Firefox strict mode, Chrome's setting, incognito) throws on any access to it, and the
// game must play on regardless (#10).
const ticketKey = `his-ticket:${location.pathname}`;
const frameStorage = {
  get(key) {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      // Storage is blocked: the ticket stays in memory for the life of this page.
    }
  },
};
const fromUrl = params.get('ticket');
if (fromUrl) {
  frameStorage.set(ticketKey, fromUrl);
  params.delete('ticket');
  const rest = params.toString();
  history.replaceState(null, '', `${location.pathname}${rest ? `?${rest}` : ''}`);
}
const ticket = fromUrl ?? frameStorage.get(ticketKey) ?? '';

export class PlayError extends Error {
  constructor(code) {
    super(code);
    this.code = code;
  }
}

/** Calls the play API with the ticket; resolves the envelope's value, rejects with its code. */
export const api = async (path, { method = 'GET', body } = {}) => {
  let response;
  try {
    response = await fetch(path, {
      method,
      cache: 'no-store',
      headers: {
        Authorization: `Ticket ${ticket}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new PlayError('error');
  }
  const envelope = await response.json().catch(() => null);
  if (!envelope?.success) throw new PlayError(envelope?.errorCode ?? 'error');
  return envelope.value;
};

/** A fresh id for a round or bet: a retry of the same request reuses it and moves no money twice. */
export const newClientId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
export const formatMoney = (amount) => money.format(amount);

const byId = (id) => document.getElementById(id);

/** What a game page tells the site that frames it; the site's `game-messages.ts` reads it. */
const balanceChanged = { type: 'his.balance.changed' };
let shownBalance = null;

/**
 * Shows the balance; when a round or bet moved it, tells the site so that its header shows the
 * platform's amount while the game stays open (#10). The message carries no amount, ticket or
 * other data: the site only learns to ask the platform again. It goes to any parent, since a
 * page cannot know its parent's origin everywhere (Firefox has no `ancestorOrigins`, and the
 * site frames it without a referrer); who may frame the page is `frame-ancestors`' business, and
 * the site checks the message's origin and source.
 */
export const setBalance = (amount) => {
  byId('balance').textContent = formatMoney(amount);
  if (shownBalance !== null && shownBalance !== amount && window.parent !== window) {
    window.parent.postMessage(balanceChanged, '*');
  }
  shownBalance = amount;
};

export const setLastWin = (amount) => {
  byId('last-win').textContent = formatMoney(amount);
};

/** Shows a message in the page's live region; `tone` is `win`, `error` or empty. */
export const say = (text, tone = '') => {
  const message = byId('message');
  message.textContent = text;
  message.dataset.tone = tone;
};

export const sayError = (error) =>
  say(t(error instanceof PlayError ? error.code : 'error'), 'error');

/** Stake choices from the game's minimum bet up, never above the largest stake. */
export const fillStakes = (select, minBet, maxStake) => {
  const steps = [1, 2, 5, 10, 20, 50, 100, 500];
  select.replaceChildren(
    ...steps
      .map((step) => Math.round(minBet * step * 100) / 100)
      .filter((amount) => amount <= maxStake)
      .map((amount) => new Option(formatMoney(amount), String(amount))),
  );
};

const clockTime = (ms) =>
  new Date(ms).toLocaleTimeString({ EN: 'en-GB', KM: 'km-KH', CN: 'zh-CN' }[language] ?? 'en-GB', {
    hour12: false,
  });

/** Rewrites the history table: time, stake, win and the game's own description of the result. */
export const renderHistory = (rounds, describe) => {
  const body = byId('history');
  if (rounds.length === 0) {
    const row = document.createElement('tr');
    const cell = document.createElement('td');
    cell.colSpan = 4;
    cell.textContent = t('noRounds');
    row.append(cell);
    body.replaceChildren(row);
    return;
  }
  body.replaceChildren(
    ...rounds.map((round) => {
      const row = document.createElement('tr');
      const cells = [
        clockTime(round.createdAt),
        formatMoney(round.stake),
        formatMoney(round.win),
        describe(round),
      ];
      cells.forEach((text, index) => {
        const cell = document.createElement('td');
        cell.textContent = text;
        if (index === 1 || index === 2) cell.className = 'amount';
        row.append(cell);
      });
      return row;
    }),
  );
};

/**
 * Loads the session: fills the texts, the game's name and the balance; answers the session.
 * The page stays busy, its play button disabled, until the page calls `ready`.
 */
export const startSession = async () => {
  applyTexts();
  try {
    const session = await api('/play-api/session');
    const name = session.game?.displayName ?? t('game');
    byId('game-name').textContent = name;
    document.title = name;
    if (session.room) {
      // A PVP game is played at the table the player chose before the launch.
      const room = document.createElement('p');
      room.className = 'hint';
      room.dataset.testid = 'room';
      room.textContent = `${t('room')}: ${session.room.roomName}`;
      byId('game-name').after(room);
    }
    setBalance(session.balance);
    return session;
  } catch (error) {
    sayError(error);
    for (const control of document.querySelectorAll('button, input, select')) {
      control.disabled = true;
    }
    return null;
  }
};

/**
 * Marks the page ready once its handlers are wired: a click before that would submit the form
 * natively and reload the frame without a bet. `playable` says whether a round may start now.
 */
export const ready = (playable = true) => {
  byId('play').disabled = !playable;
  document.querySelector('main').removeAttribute('aria-busy');
};
