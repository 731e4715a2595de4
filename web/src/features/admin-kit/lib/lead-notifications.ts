import type { LiveLead } from '../api/lead-received.subscription';

/**
 * The Settings switch "Desktop notifications for new leads": per browser (local storage), off
 * until the admin turns it on, and only worth anything once the browser granted the permission.
 */
const NOTIFY_KEY = 'admin_lead_notifications';

export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

export function leadNotificationsOn(): boolean {
  return notificationsSupported() && window.localStorage.getItem(NOTIFY_KEY) === 'on' && Notification.permission === 'granted';
}

/** Turns the switch on (asking the browser's permission first) or off; answers whether it is on. */
export async function setLeadNotifications(on: boolean): Promise<boolean> {
  if (!on || !notificationsSupported()) {
    window.localStorage.removeItem(NOTIFY_KEY);
    return false;
  }
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') {
    window.localStorage.removeItem(NOTIFY_KEY);
    return false;
  }
  window.localStorage.setItem(NOTIFY_KEY, 'on');
  return true;
}

/** A desktop notification of a lead, when switched on and the admin is not looking at this tab. */
export function notifyLead(lead: LiveLead, open: () => void): void {
  if (!leadNotificationsOn() || (document.visibilityState === 'visible' && document.hasFocus())) return;
  const notification = new Notification(`New lead: ${lead.name}`, { body: [lead.subject, lead.city].filter(Boolean).join(' · '), tag: `lead-${lead.id}` });
  notification.onclick = () => {
    window.focus();
    open();
    notification.close();
  };
}
