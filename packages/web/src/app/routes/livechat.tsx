import { ChatPage } from '@/features/chat/components/chat-page.tsx';

/** `/livechat` (`?channel=vip`): the live chat room, no header (a popup window or a tab). */
export const Component = ChatPage;
