/** Whether the browser may show notifications: it cannot, it has not been asked, or the person's answer. */
export type NoticePermission = 'unsupported' | NotificationPermission;

export function noticePermission(): NoticePermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the person (call it from a click only: browsers refuse a request nobody asked for). */
export async function askNoticePermission(): Promise<NoticePermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

/** Shows each fired alert as a browser notification, when the person allowed them. */
export function showNotices(texts: readonly string[]): void {
  if (noticePermission() !== 'granted') return;
  for (const text of texts) new Notification('NEPSE watchlist alert', { body: text, tag: text });
}
