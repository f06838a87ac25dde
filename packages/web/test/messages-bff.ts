import {
  memberMessageSchema,
  messageFilters,
  type MemberMessage,
} from '@his/shared/schemas/messages';
import type { FakeBff, Reply } from './fake-bff.ts';
import { fail, ok } from './fake-bff.ts';

const texts = (en: string, km: string, cn: string) => ({ EN: en, KM: km, CN: cn });

/** A message of the fixture, unread unless `readAt` is given. */
export const message = (
  id: number,
  category: MemberMessage['category'],
  title: ReturnType<typeof texts>,
  sentAt: number,
  readAt: number | null = null,
): MemberMessage =>
  memberMessageSchema.parse({
    id,
    category,
    title,
    body: texts(
      `First paragraph of ${title.EN}.\n\nSecond paragraph.`,
      `កថាខណ្ឌទីមួយនៃ ${title.KM}។\n\nកថាខណ្ឌទីពីរ។`,
      `${title.CN}的第一段。\n\n第二段。`,
    ),
    sentAt,
    readAt,
  });

/** A promotion and a security tip unread, a welcome read: two unread of three, newest first. */
export const inboxFixture = (): MemberMessage[] => [
  message(
    3,
    'promotion',
    texts('Weekend cashback', 'ប្រាក់បង្វិលសងចុងសប្តាហ៍', '周末返水'),
    Date.UTC(2026, 10, 27, 9),
  ),
  message(2, 'system', texts('Security tip', 'គន្លឹះសុវត្ថិភាព', '安全提示'), Date.UTC(2026, 10, 26, 9)),
  message(
    1,
    'account',
    texts('Welcome to HIS', 'សូមស្វាគមន៍មកកាន់ HIS', '欢迎来到 HIS'),
    Date.UTC(2026, 10, 25, 9),
    Date.UTC(2026, 10, 25, 10),
  ),
];

const readAt = Date.UTC(2026, 10, 27, 12);

/**
 * The platform messages of the member signed in to the fake bff, in memory: the inbox with its
 * filters and pages, reading (kept once read), mark all read, delete and the unread count, as
 * the reference upstream answers them. `messages` may be changed by a test (a new message).
 */
export class FakeInbox {
  messages: MemberMessage[];

  constructor(bff: FakeBff, messages: MemberMessage[] = inboxFixture()) {
    this.messages = messages;
    bff.on('GET', '/wps/relay/CSP_unreadCount', () => ok(this.unread()));
    bff.on('GET', '/wps/relay/CSP_getInbox', (request) => {
      const filter = request.query.get('filter') ?? 'all';
      if (!(messageFilters as readonly string[]).includes(filter)) {
        return fail('request_param_err', 400, { fields: ['filter'] });
      }
      const category = request.query.get('category');
      const page = Number(request.query.get('page') ?? '1');
      const pageSize = Number(request.query.get('pageSize') ?? '20');
      const chosen = this.messages.filter(
        (one) =>
          (filter === 'all' || one.readAt === null) &&
          (category === null || one.category === category),
      );
      return ok({
        list: chosen.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: chosen.length,
        unread: this.unread(),
      });
    });
    bff.on('POST', '/wps/relay/CSP_readMessage', (request) =>
      this.withMessage(request.body, (one) => {
        one.readAt ??= readAt;
        return ok(one);
      }),
    );
    bff.on('POST', '/wps/relay/CSP_readAllMessages', () => {
      for (const one of this.messages) one.readAt ??= readAt;
      return ok({ unread: 0 });
    });
    bff.on('DELETE', '/wps/relay/CSP_deleteMessage', (request) =>
      this.withMessage(request.body, (one) => {
        this.messages = this.messages.filter((other) => other !== one);
        return ok({ unread: this.unread() });
      }),
    );
  }

  unread(): number {
    return this.messages.filter((one) => one.readAt === null).length;
  }

  private withMessage(body: unknown, act: (one: MemberMessage) => Reply): Reply {
    const id = typeof body === 'object' && body !== null && 'id' in body ? body.id : null;
    const found = this.messages.find((one) => one.id === id);
    return found ? act(found) : fail('message.not.found', 404, { field: 'id' });
  }
}
