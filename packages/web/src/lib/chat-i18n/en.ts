/**
 * The live chat room's strings (i18next namespace `chat`), in all three languages, added when
 * the room first shows (its chunk carries them).
 */
export const chatEn = {
  title: 'Live chat',
  vipTitle: 'VIP customer service',
  intro: 'Talk to our customer service team. An agent answers you here.',
  guest: 'Please log in to chat with customer service.',
  logIn: 'Log in',
  conversation: 'Conversation',
  connecting: 'Connecting…',
  reconnecting: 'Connection lost. Reconnecting…',
  reconnectNow: 'Reconnect now',
  empty: 'Send a message and an agent will answer you here.',
  you: 'You',
  operator: 'Customer service',
  operatorTyping: 'Customer service is typing…',
  receipt: {
    pending: 'Sending…',
    sent: 'Sent',
    read: 'Read',
    failed: 'Not sent',
  },
  resend: 'Send again',
  message: 'Your message',
  placeholder: 'Type a message',
  counter: '{{count}} / {{max}} characters',
  hint: 'Enter sends, Shift+Enter starts a new line.',
  send: 'Send',
  leave: 'Leave chat',
  closed: {
    byMember: 'You left the chat.',
    noSession: 'Your session has ended. Please log in again.',
    forbidden: 'Live chat is for registered members; a free-play account cannot chat.',
    ended: 'Customer service closed this conversation.',
    rateLimited: 'Too many messages at once: the chat was closed. Start again in a moment.',
  },
  startAgain: 'Start again',
  newConversation: 'Start a new conversation',
  errors: {
    'chat.rate.limited': 'You are sending messages too fast. Wait a moment, then send again.',
    'chat.text.too.long': 'A message can have at most 1,000 characters.',
    'chat.frame.invalid': 'This message could not be sent.',
    'chat.frame.too.large': 'This message is too large to send.',
    'chat.unavailable': 'Customer service is unavailable right now. Try again shortly.',
  },
};

/** Every language's chat strings have the English ones' keys. */
export type ChatStrings = typeof chatEn;
