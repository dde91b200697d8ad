import { deleteNotification, markAllNotificationsRead, markNotificationRead } from './commands';

/**
 * The dropdown swallows mark/delete failures (spec 000 §8): the data layer has already rolled the row
 * back and said why, so the menu stays open and usable instead of throwing into React.
 */
export const swallow = (action: Promise<unknown>) => {
  action.catch(() => undefined);
};

export const markRead = (id: number) => swallow(markNotificationRead(id));
export const markAllRead = () => swallow(markAllNotificationsRead());
export const remove = (id: number) => swallow(deleteNotification(id));
