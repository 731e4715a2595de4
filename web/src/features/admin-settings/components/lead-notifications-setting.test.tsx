import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeadNotificationsSetting } from './lead-notifications-setting';

/** The browser's Notification API as far as the switch uses it: a permission and the question. */
function stubNotifications(answer: NotificationPermission) {
  const asked = vi.fn(async () => {
    FakeNotification.permission = answer;
    return answer;
  });
  class FakeNotification {
    static permission: NotificationPermission = 'default';
    static requestPermission = asked;
  }
  vi.stubGlobal('Notification', FakeNotification);
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Settings > New lead notifications', () => {
  it('asks the permission when switched on, and keeps the choice in this browser', async () => {
    const asked = stubNotifications('granted');
    const user = userEvent.setup();
    const { unmount } = render(<LeadNotificationsSetting />);
    const toggle = screen.getByRole('switch', { name: 'Desktop notifications for new leads' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(toggle).toBeChecked();
    unmount();

    render(<LeadNotificationsSetting />);
    const again = screen.getByRole('switch', { name: 'Desktop notifications for new leads' });
    expect(again).toBeChecked();
    await user.click(again);
    expect(again).not.toBeChecked();
    expect(localStorage.length).toBe(0);
  });

  it('stays off and says how to allow them when the browser refuses', async () => {
    stubNotifications('denied');
    const user = userEvent.setup();
    render(<LeadNotificationsSetting />);
    const toggle = screen.getByRole('switch', { name: 'Desktop notifications for new leads' });
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('The browser did not allow notifications for this site');
  });
});
