/**
 * The operator console (`GET /qa/chat/console`, QA controls only): one page, its script and its
 * style, all from the upstream's own origin (CSP-safe: nothing inline). Every text from a member
 * goes into the page as text, never as HTML. English only: it is the house's tool, not the site.
 */

export const consoleHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Live chat — operator console</title>
<link rel="stylesheet" href="/qa/chat/console.css">
<script type="module" src="/qa/chat/console.js"></script>
</head>
<body>
<header><h1>Live chat — operator console</h1><p id="status" role="status">Connecting…</p></header>
<main>
<nav aria-label="Open conversations"><h2>Open conversations</h2><ul id="conversations"></ul>
<p id="empty">No open conversation.</p></nav>
<section id="room" aria-label="Conversation" hidden>
<div class="room-head"><h2 id="room-title"></h2><button type="button" id="close">Close conversation</button></div>
<ol id="messages" role="log" aria-live="polite"></ol>
<p id="typing" aria-live="polite"></p>
<form id="reply"><label for="text">Answer</label>
<textarea id="text" maxlength="1000" rows="3" required></textarea>
<button type="submit">Send</button></form>
</section>
</main>
</body>
</html>
`;

export const consoleStyle = `
body { font: 15px/1.4 system-ui, sans-serif; margin: 0; color: #1d2330; background: #f4f5f8; }
header { display: flex; gap: 1rem; align-items: baseline; padding: .5rem 1rem; background: #1d2330; color: #fff; }
header h1 { font-size: 1.1rem; margin: 0; }
main { display: grid; grid-template-columns: minmax(14rem, 1fr) 3fr; gap: 1rem; padding: 1rem; }
@media (max-width: 700px) { main { grid-template-columns: 1fr; } }
nav ul { list-style: none; margin: 0; padding: 0; }
nav button { width: 100%; text-align: left; padding: .5rem; margin-bottom: .25rem; border: 1px solid #ccd; background: #fff; border-radius: 6px; cursor: pointer; }
nav button[aria-current="true"] { border-color: #2456d3; outline: 2px solid #2456d3; }
.unread { float: right; background: #c62828; color: #fff; border-radius: 1rem; padding: 0 .5rem; }
.last { display: block; color: #556; font-size: .85rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
section { background: #fff; border-radius: 8px; padding: 1rem; }
.room-head { display: flex; justify-content: space-between; align-items: center; }
ol { list-style: none; padding: 0; max-height: 60vh; overflow-y: auto; }
li.msg { margin: .25rem 0; padding: .4rem .6rem; border-radius: 8px; max-width: 80%; white-space: pre-wrap; overflow-wrap: anywhere; }
li.member { background: #eef1f6; }
li.operator { background: #dbe7ff; margin-left: auto; }
li.msg small { display: block; color: #556; font-size: .75rem; }
#typing { min-height: 1.4em; color: #556; font-style: italic; }
form { display: grid; gap: .25rem; }
textarea { font: inherit; }
button { font: inherit; }
:focus-visible { outline: 3px solid #2456d3; outline-offset: 2px; }
`;

export const consoleScript = `
const $ = (id) => document.getElementById(id);
let socket = null;
let current = null;
let memberReadUpTo = 0;
let typingTimer = 0;
let lastTypingSent = 0;
let list = [];

const timeOf = (at) => new Date(at).toLocaleTimeString();
const status = (text) => { $('status').textContent = text; };
const send = (frame) => { if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame)); };

const renderList = () => {
  const ul = $('conversations');
  ul.replaceChildren();
  $('empty').hidden = list.length > 0;
  for (const c of list) {
    const li = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.conversation = String(c.id);
    button.setAttribute('aria-current', String(c.id === current));
    const name = document.createElement('strong');
    name.textContent = c.account + (c.channel === 'vip' ? ' (VIP)' : '');
    button.append(name);
    if (c.unread > 0) {
      const badge = document.createElement('span');
      badge.className = 'unread';
      badge.textContent = String(c.unread);
      badge.setAttribute('aria-label', c.unread + ' unread');
      button.append(badge);
    }
    const last = document.createElement('span');
    last.className = 'last';
    last.textContent = c.lastText || '';
    button.append(last);
    button.addEventListener('click', () => openConversation(c.id));
    li.append(button);
    ul.append(li);
  }
};

const readLabel = (id) => (id <= memberReadUpTo ? ' · Read' : ' · Sent');

const addMessage = (m) => {
  if (document.querySelector('li[data-id="' + m.id + '"]')) return;
  const li = document.createElement('li');
  li.className = 'msg ' + m.from;
  li.dataset.id = String(m.id);
  const text = document.createElement('span');
  text.textContent = m.text;
  const meta = document.createElement('small');
  meta.textContent = (m.from === 'member' ? 'Member' : 'You') + ' · ' + timeOf(m.at) +
    (m.from === 'operator' ? readLabel(m.id) : '');
  li.append(text, meta);
  $('messages').append(li);
  li.scrollIntoView({ block: 'nearest' });
};

const refreshReadLabels = () => {
  for (const li of document.querySelectorAll('li.operator')) {
    const meta = li.querySelector('small');
    meta.textContent = meta.textContent.replace(/ · (Read|Sent)$/, readLabel(Number(li.dataset.id)));
  }
};

const markRead = () => {
  const ids = [...document.querySelectorAll('li.member')].map((li) => Number(li.dataset.id));
  if (current !== null && ids.length > 0 && document.visibilityState === 'visible') {
    send({ type: 'read', conversation: current, upTo: Math.max(...ids) });
  }
};

const openConversation = (id) => {
  current = id;
  renderList();
  send({ type: 'open', conversation: id });
};

const showTyping = () => {
  $('typing').textContent = 'Member is typing…';
  clearTimeout(typingTimer);
  typingTimer = setTimeout(() => { $('typing').textContent = ''; }, 4000);
};

const onFrame = (frame) => {
  switch (frame.type) {
    case 'conversations':
      list = frame.list;
      renderList();
      return;
    case 'history': {
      if (frame.conversation !== current) return;
      const c = list.find((x) => x.id === current);
      $('room-title').textContent = c ? c.account + (c.channel === 'vip' ? ' (VIP)' : '') : 'Conversation ' + current;
      $('room').hidden = false;
      $('messages').replaceChildren();
      $('typing').textContent = '';
      memberReadUpTo = frame.memberReadUpTo;
      frame.messages.forEach(addMessage);
      markRead();
      $('text').focus();
      return;
    }
    case 'message':
      if (frame.conversation !== current) return;
      addMessage(frame.message);
      if (frame.message.from === 'member') { $('typing').textContent = ''; markRead(); }
      return;
    case 'typing':
      if (frame.conversation === current) showTyping();
      return;
    case 'read':
      if (frame.conversation !== current) return;
      memberReadUpTo = Math.max(memberReadUpTo, frame.upTo);
      refreshReadLabels();
      return;
    case 'error':
      status('Error: ' + frame.code);
      return;
  }
};

const connect = () => {
  const url = new URL('/qa/chat/operator/socket', location.href);
  url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  socket = new WebSocket(url);
  socket.addEventListener('open', () => {
    status('Connected');
    if (current !== null) send({ type: 'open', conversation: current });
  });
  socket.addEventListener('message', (event) => onFrame(JSON.parse(event.data)));
  socket.addEventListener('close', () => {
    status('Disconnected — reconnecting…');
    setTimeout(connect, 1000);
  });
};

$('reply').addEventListener('submit', (event) => {
  event.preventDefault();
  const text = $('text').value.trim();
  if (!text || current === null) return;
  send({ type: 'send', conversation: current, text });
  $('text').value = '';
});
$('text').addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && !event.shiftKey) {
    event.preventDefault();
    $('reply').requestSubmit();
  }
});
$('text').addEventListener('input', () => {
  if (current === null || Date.now() - lastTypingSent < 2000) return;
  lastTypingSent = Date.now();
  send({ type: 'typing', conversation: current });
});
$('close').addEventListener('click', () => {
  if (current === null) return;
  send({ type: 'close', conversation: current });
  current = null;
  $('room').hidden = true;
});
document.addEventListener('visibilitychange', markRead);
connect();
`;
