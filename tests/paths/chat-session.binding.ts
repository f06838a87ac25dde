import type { Page, WebSocketRoute } from '@playwright/test';
import { expect } from '@playwright/test';
import type { ChatServerFrame } from '@his/shared/schemas/chat';
import { chatCloseCodes } from '@his/shared/schemas/chat-limits';
import { backoffMaxMs } from '@his/machines/chat-session/logic';
import { logInThroughApi } from '../support/api-login.ts';
import { chatLog } from '../support/chat-pages.ts';
import type { BoundStep, FlowBinding, FlowContext } from './support/binding.ts';

// The chat room's chart in the browser. The room is the real page of a logged-in member; its
// socket (`/bff/chat`) is answered by the test (`page.routeWebSocket`): the model's server
// events — a `ready` with or without history, echoes, refusals, the operator typing, answering
// and reading, and every kind of close — must come on demand and in any order, which the real
// platform gives only through timing (the bff, the upstream and the e2e test `chat.spec.ts` run
// the real socket end to end).

interface Socket {
  route: WebSocketRoute;
  resumed: boolean;
}

interface ChatData {
  sockets: Socket[];
  /** Sockets the page should have made by now (one per connection of the chart). */
  expected: number;
  /** The client id of the member's last send, as the page sent it. */
  clientId: string | null;
}

type Ctx = FlowContext<ChatData>;

/** A client id for frames about a send the page never made. */
const unknownClientId = '5a0e1d7c-3b2f-4c8e-9d6a-7f1e2d3c4b5a';
const at = Date.parse('2026-11-28T10:00:00Z');
const operatorMessage = {
  id: 11,
  from: 'operator' as const,
  text: 'How can I help?',
  at,
  clientId: null,
};

/**
 * The page's socket of the chart's current connection, once open and resumed: the page opens it
 * as soon as it makes it, so the chart's `socket.opened` always comes first (the model may leave
 * it out: it changes nothing the user sees).
 */
const current = async (ctx: Ctx): Promise<WebSocketRoute> => {
  await expect
    .poll(() => ctx.data.sockets.length === ctx.data.expected && ctx.data.sockets.at(-1)?.resumed)
    .toBe(true);
  const socket = ctx.data.sockets.at(-1);
  if (!socket) throw new Error('no chat socket');
  return socket.route;
};

/** A user action or timer that makes the chart connect again. */
const reconnects =
  (act: (ctx: Ctx, step: BoundStep) => Promise<void>) => async (ctx: Ctx, step: BoundStep) => {
    ctx.data.expected += 1;
    await act(ctx, step);
  };

const serverSends =
  (frame: ChatServerFrame | ((ctx: Ctx) => Promise<ChatServerFrame>)) => async (ctx: Ctx) => {
    const value = typeof frame === 'function' ? await frame(ctx) : frame;
    (await current(ctx)).send(JSON.stringify(value));
  };

const serverCloses = (code: number) => async (ctx: Ctx) => {
  await (await current(ctx)).close({ code, reason: 'test' });
};

/** The client id of the member's send: the page's own once it sent one (waited for). */
const sentClientId = async (ctx: Ctx): Promise<string> => {
  const pending = chatLog(ctx.page).locator('[data-receipt="pending"], [data-receipt="failed"]');
  if ((await pending.count()) > 0) await expect.poll(() => ctx.data.clientId).not.toBeNull();
  return ctx.data.clientId ?? unknownClientId;
};

const textbox = (page: Page) => page.getByRole('textbox', { name: 'Your message' });

const click = (name: string) => async (ctx: Ctx) => {
  await ctx.page.getByRole('button', { name, exact: true }).click();
};

export const chatSessionBinding: FlowBinding<ChatData> = {
  flowId: 'chatSession',
  inputs: ['live'],
  data: () => ({ sockets: [], expected: 1, clientId: null }),
  // Time is the test's: the back-off and the typing indicator wait for `runFor`.
  clock: true,
  start: async (ctx) => {
    await logInThroughApi(ctx.page, 'demo_player', 'Demo1234');
    await ctx.page.routeWebSocket(
      (url) => url.pathname === '/bff/chat',
      (route) => {
        const socket: Socket = { route, resumed: false };
        ctx.data.sockets.push(socket);
        route.onMessage((message) => {
          const frame = JSON.parse(String(message)) as { type: string; clientId?: string };
          if (frame.type === 'resume') socket.resumed = true;
          if (frame.type === 'send' && frame.clientId) ctx.data.clientId = frame.clientId;
        });
      },
    );
    await ctx.page.goto('/livechat');
  },
  events: {
    'socket opened': async (ctx) => {
      await current(ctx);
    },
    'ready empty': serverSends({
      type: 'ready',
      conversation: { id: 1, channel: 'live' },
      messages: [],
      operatorReadUpTo: 0,
    }),
    'ready with answer': serverSends({
      type: 'ready',
      conversation: { id: 1, channel: 'live' },
      messages: [operatorMessage],
      operatorReadUpTo: 0,
    }),
    send: async (ctx) => {
      await textbox(ctx.page).fill('Hello');
      await textbox(ctx.page).press('Enter');
      await expect(textbox(ctx.page)).toHaveValue('');
    },
    echo: serverSends(async (ctx) => ({
      type: 'message',
      message: { id: 10, from: 'member', text: 'Hello', at, clientId: await sentClientId(ctx) },
    })),
    'send refused': serverSends(async (ctx) => ({
      type: 'error',
      code: 'chat.rate.limited',
      clientId: await sentClientId(ctx),
    })),
    resend: click('Send again'),
    'operator typing': serverSends({ type: 'typing' }),
    'operator answers': serverSends({ type: 'message', message: operatorMessage }),
    'operator read': serverSends({ type: 'read', upTo: 10 }),
    // A new message started: the room signals it at once.
    typing: async (ctx) => {
      await textbox(ctx.page).fill('');
      await textbox(ctx.page).fill('Is anyone');
    },
    // The member looks at the room again (the tab shown): what the operator wrote is read.
    read: async (ctx) => {
      await ctx.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    },
    // 1006 cannot be sent in a close frame: "service restart" is another plain loss.
    'connection lost': serverCloses(1012),
    'no session': serverCloses(chatCloseCodes.noSession),
    forbidden: serverCloses(chatCloseCodes.forbidden),
    'conversation ended': serverCloses(chatCloseCodes.conversationClosed),
    flood: serverCloses(chatCloseCodes.rateLimited),
    'reconnect due': reconnects(async (ctx) => {
      await ctx.page.clock.runFor(backoffMaxMs);
    }),
    'typing over': async (ctx, step: BoundStep) => {
      await ctx.page.clock.runFor(step.delayMs ?? 5_000);
    },
    retry: reconnects(click('Reconnect now')),
    close: click('Leave chat'),
    restart: reconnects(async (ctx) => {
      await ctx.page
        .getByRole('button', { name: /^(Start again|Start a new conversation)$/ })
        .click();
    }),
  },
  states: {
    'chatSession.connected.connecting': async (ctx) => {
      await expect(ctx.page.getByText('Connecting…')).toBeVisible();
    },
    'chatSession.connected.open.quiet': async (ctx) => {
      await expect(textbox(ctx.page)).toBeEnabled();
      await expect(ctx.page.getByText('Connecting…')).toHaveCount(0);
      await expect(ctx.page.getByText('Customer service is typing…')).toHaveCount(0);
    },
    'chatSession.connected.open.operatorTyping': async (ctx) => {
      await expect(ctx.page.getByText('Customer service is typing…')).toBeVisible();
    },
    'chatSession.reconnecting': async (ctx) => {
      await expect(ctx.page.getByText('Connection lost. Reconnecting…')).toBeVisible();
    },
    'chatSession.closed.byMember': async (ctx) => {
      await expect(ctx.page.getByText('You left the chat.')).toBeVisible();
    },
    'chatSession.closed.noSession': async (ctx) => {
      await expect(
        ctx.page.getByText('Your session has ended. Please log in again.'),
      ).toBeVisible();
      await expect(ctx.page.getByRole('link', { name: 'Log in' })).toBeVisible();
    },
    'chatSession.closed.forbidden': async (ctx) => {
      await expect(ctx.page.getByText(/a free-play account cannot chat/)).toBeVisible();
    },
    'chatSession.closed.ended': async (ctx) => {
      await expect(ctx.page.getByText('Customer service closed this conversation.')).toBeVisible();
    },
    'chatSession.closed.rateLimited': async (ctx) => {
      await expect(ctx.page.getByText(/Too many messages at once/)).toBeVisible();
    },
  },
  waivers: { events: {}, states: {} },
  // A room closed for the session offers a login, not a restart.
  rejectPath: (steps) =>
    steps.some((step, index) => step.name === 'restart' && steps[index - 1]?.name === 'no session')
      ? 'the room closed for the session offers a login instead of a restart'
      : null,
};
