import { useId, useState } from 'react';
import { leadNotificationsOn, notificationsSupported, setLeadNotifications } from '~/features/admin-kit/lib/lead-notifications';

/**
 * The per-browser switch for desktop notifications of new leads (docs/admin.md, "Live leads"):
 * turning it on asks the browser's permission; refused, it stays off and says how to allow it.
 */
export function LeadNotificationsSetting() {
  const id = useId();
  const supported = notificationsSupported();
  const [on, setOn] = useState(leadNotificationsOn);
  const [refused, setRefused] = useState(false);

  async function toggle(next: boolean) {
    const now = await setLeadNotifications(next);
    setOn(now);
    setRefused(next && !now);
  }

  return (
    <>
      <p className="field__hint">
        New leads appear on the Dashboard and Contacts screens as they arrive, without reloading, and the tab title counts those you have not looked at yet, for
        example &ldquo;(2) Contacts&rdquo;; opening Contacts clears it. Switch this on to also get a desktop notification when a lead arrives while this tab is
        in the background. It applies to this browser only: turn it on on each computer you use.
      </p>
      <div className="field field--checkbox">
        <input id={id} type="checkbox" role="switch" checked={on} disabled={!supported} onChange={(e) => void toggle(e.target.checked)} />
        <label htmlFor={id}>Desktop notifications for new leads</label>
      </div>
      {!supported ? <p className="field__hint">This browser cannot show desktop notifications.</p> : null}
      {refused ? (
        <p className="field__error" role="alert">
          The browser did not allow notifications for this site. Allow them in the browser&apos;s site settings (the icon left of the address), then switch this
          on again.
        </p>
      ) : null}
    </>
  );
}
