import { MessagesPage } from '@/features/messages/components/messages-page.tsx';
import { loadMessagesPage, type MessagesStart } from '@/features/messages/load-messages-page.ts';

// The first data, read before the page shows; each load is a new page (its `key`).
let first: { start: MessagesStart; load: number } | null = null;

export const load = async (): Promise<void> => {
  const start = await loadMessagesPage();
  first = { start, load: (first?.load ?? 0) + 1 };
};

export const Page = () => (first ? <MessagesPage key={first.load} start={first.start} /> : null);
