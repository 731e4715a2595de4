import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect, type APIRequestContext, type Locator } from './fixtures';
import { query } from './leads';
import { E2E_ADMIN } from './state';
import { e2eState } from './state-read';

/** A staff account the journeys sign in with. */
export interface StaffAccount {
  id: number;
  username: string;
  password: string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function login(request: APIRequestContext, account: { username: string; password: string }): Promise<string> {
  const res = await request.post('/api/admin/login', { data: account });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Every day open 08:00-18:00: slots on any day past the office's minimum notice. */
const everyDay = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, [{ open: '08:00', close: '18:00' }]]),
);

/**
 * A fresh install offers no slot: nobody is bookable. This adds, through the admin API as an
 * office would, an estimator who has chosen their own password (so they can sign in to the
 * calendar) and serves `city` alone. Each journey names a town of its own, so parallel
 * journeys never book each other's estimator.
 */
export async function bookableEstimator(request: APIRequestContext, city: string): Promise<StaffAccount> {
  const admin = await login(request, E2E_ADMIN);
  const username = `estimator.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const temporary = 'temporary-pass-2026';
  const created = await request.post('/api/admin/accounts', {
    headers: bearer(admin),
    data: { username, temporary_password: temporary, role: 'estimator', email: `${username}@northrock.test` },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const password = 'estimator-own-pass-2026';
  const own = await login(request, { username, password: temporary });
  const changed = await request.put('/api/admin/password', { headers: bearer(own), data: { current_password: temporary, new_password: password } });
  expect(changed.status()).toBe(200);
  const availability = await request.put(`/api/admin/accounts/${id}/availability`, {
    headers: bearer(admin),
    data: { weekly_hours: everyDay, cities: [city] },
  });
  expect(availability.status()).toBe(200);
  return { id, username, password };
}

/** The radio buttons of a slot list: each one's ISO start (`value`) and its label on the homeowner's clock. */
export async function slotChoice(radio: Locator): Promise<{ start: string; label: string }> {
  const start = (await radio.getAttribute('value'))!;
  const id = (await radio.getAttribute('id'))!;
  const label = (await radio.page().locator(`label[for="${id}"]`).textContent())!;
  return { start, label };
}

/** The live visit of the lead sent from `email`: id, start, calendar UID and SEQUENCE. */
export async function visitOf(email: string): Promise<{ id: string; start: Date; uid: string; sequence: number; estimator_id: number }> {
  const [visit] = await query<{ id: string; start: Date; uid: string; sequence: number; estimator_id: number }>(
    `select v.id, v.start_at as start, v.uid, v.sequence, v.estimator_id from visits v join contact_submissions c on c.id = v.lead_id
      where c.email = $1 and v.status = 'booked'`,
    [email],
  );
  expect(visit, `no booked visit for ${email}`).toBeTruthy();
  return visit!;
}

/** The invitation e-mail of a visit's `sequence` to the homeowner, once the worker has written it to DATA_DIR/outbox. */
export async function homeownerInvitation(visitId: string, sequence: number): Promise<ParsedMail> {
  const outbox = join(e2eState().dataDir, 'outbox');
  const name = `visit-${visitId}-${sequence}-homeowner@`;
  let file: string | undefined;
  await expect
    .poll(
      () => {
        try {
          file = readdirSync(outbox).find((f) => f.includes(name) && f.endsWith('.eml'));
        } catch {
          file = undefined;
        }
        return file;
      },
      { timeout: 45_000, message: `the invitation ${name} in the outbox` },
    )
    .toBeTruthy();
  return simpleParser(readFileSync(join(outbox, file!)));
}

/** The `.ics` an invitation carries (the `text/calendar` part). */
export function calendarOf(mail: ParsedMail): string {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  expect(part, `no calendar part in "${mail.subject}"`).toBeTruthy();
  // Unfold long lines (RFC 5545 3.1) before reading properties.
  return part!.content.toString('utf8').replace(/\r?\n[ \t]/g, '');
}
