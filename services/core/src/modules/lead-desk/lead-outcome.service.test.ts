import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../platform/db';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import { runActivityScope, setActivityActor } from '../activity';
import { AdminUser } from '../admin';
import { createLead, Lead } from '../lead';
import { setLeadOutcome } from './lead-outcome.service';
import { exportLeadsCsv } from './lead-search.service';

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let orm: Orm;

const enquiry = { name: 'Ann Lee', email: 'ann@example.com', phone: '807-555-0100', subject: 'Wet basement', message: 'Water after rain' };
const newLead = async () => (await createLead(orm.em.fork(), enquiry)).id;
/** The lead desk's viewer for calls made as an admin. */
const anAdmin = { userId: 1, role: 'admin' as const };
/** The fields a refused input names, with their messages. */
async function refusal(id: number, input: unknown) {
  const err = await setLeadOutcome(orm.em.fork(), id, input, anAdmin).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toMatchObject({ code: 'VALIDATION' });
  return Object.fromEntries((err as { extra: { errors: { field: string; message: string }[] } }).extra.errors.map((e) => [e.field, e.message]));
}

beforeAll(async () => {
  db = await migratedTestDatabase('lead_outcome');
  orm = db.orm;
});
afterAll(async () => {
  await db?.close();
});

describe('setLeadOutcome', () => {
  it('refuses a won lead without a value, a lost one without a reason, and values out of range, naming the field', async () => {
    const id = await newLead();
    expect(await refusal(id, { outcome: 'won' })).toEqual({ job_value_cents: 'job_value_cents is required when the outcome is won' });
    expect(await refusal(id, { outcome: 'lost', job_value_cents: 100 })).toEqual({ lost_reason: 'lost_reason is required when the outcome is lost' });
    expect(Object.keys(await refusal(id, { outcome: 'won', job_value_cents: 0 }))).toEqual(['job_value_cents']);
    expect(Object.keys(await refusal(id, { outcome: 'won', job_value_cents: -5 }))).toEqual(['job_value_cents']);
    expect(Object.keys(await refusal(id, { outcome: 'won', job_value_cents: 12.5 }))).toEqual(['job_value_cents']);
    expect(Object.keys(await refusal(id, { outcome: 'won', job_value_cents: 1_000_000_001 }))).toEqual(['job_value_cents']);
    expect(Object.keys(await refusal(id, { outcome: 'lost', lost_reason: 'weather' }))).toEqual(['lost_reason']);
    expect(Object.keys(await refusal(id, { outcome: 'closed' }))).toEqual(['outcome']);
    expect(await orm.em.fork().findOneOrFail(Lead, { id })).toMatchObject({ outcome: 'open', job_value_cents: null, outcome_at: null });
  });

  it('stores won with its value, then lost with its reason (clearing the value), then open again; 404 for no lead', async () => {
    const id = await newLead();
    const won = await setLeadOutcome(orm.em.fork(), id, { outcome: 'won', job_value_cents: 1_250_000, lost_reason: 'price' }, anAdmin);
    expect(won).toMatchObject({ outcome: 'won', job_value_cents: 1_250_000, lost_reason: null });
    expect(won.outcome_at).toBeInstanceOf(Date);
    const lost = await setLeadOutcome(orm.em.fork(), id, { outcome: 'lost', lost_reason: 'another_contractor', job_value_cents: 5 }, anAdmin);
    expect(await orm.em.fork().findOneOrFail(Lead, { id })).toMatchObject({ outcome: 'lost', job_value_cents: null, lost_reason: 'another_contractor' });
    expect(lost.outcome_at).toBeInstanceOf(Date);
    await setLeadOutcome(orm.em.fork(), id, { outcome: 'open' }, anAdmin);
    expect(await orm.em.fork().findOneOrFail(Lead, { id })).toMatchObject({ outcome: 'open', job_value_cents: null, lost_reason: null, outcome_at: null });
    await expect(setLeadOutcome(orm.em.fork(), 999_999, { outcome: 'open' }, anAdmin)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is recorded in the activity log as an outcome change, like a status change', async () => {
    const id = await newLead();
    const asOffice = (input: unknown) =>
      runActivityScope(async () => {
        setActivityActor({ id: 1, username: 'office' });
        await setLeadOutcome(orm.em.fork(), id, input, anAdmin);
      });
    await asOffice({ outcome: 'estimate_booked' });
    await asOffice({ outcome: 'estimate_booked' }); // no change: nothing recorded
    await asOffice({ outcome: 'won', job_value_cents: 900_000 });
    const entries = await orm.em
      .fork()
      .getConnection()
      .execute<{ action: string; actor_username: string; changes: unknown }[]>(
        `select action, actor_username, changes from activity_log where entity_type = 'ContactSubmission' and entity_id = ? order by id`,
        [String(id)],
      );
    expect(entries.map((e) => [e.action, e.actor_username])).toEqual([
      ['outcome_change', 'office'],
      ['outcome_change', 'office'],
    ]);
    expect(JSON.stringify(entries[1]!.changes)).toContain('900000');
  });
});

describe('CSV export', () => {
  it('has the owner, first response, outcome, job value (dollars) and lost reason columns', async () => {
    const em = orm.em.fork();
    const owner = em.create(AdminUser, { username: 'estimator-eve', password_hash: 'x' });
    await em.flush();
    const id = await newLead();
    await orm.em.fork().nativeUpdate(Lead, { id }, { name: 'Csv Won', owner_id: owner.id, first_response_at: new Date('2026-11-23T14:05:00Z') });
    await setLeadOutcome(orm.em.fork(), id, { outcome: 'won', job_value_cents: 1_234_567 }, anAdmin);
    const lost = await newLead();
    await orm.em.fork().nativeUpdate(Lead, { id: lost }, { name: 'Csv Lost' });
    await setLeadOutcome(orm.em.fork(), lost, { outcome: 'lost', lost_reason: 'not_a_fit' }, anAdmin);
    const csv = await exportLeadsCsv(orm.em.fork(), { search: 'csv' }, anAdmin);
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/,"Device","Owner","First response","Outcome","Job value","Lost reason","Visit start","Visit status","Visit booked by"$/);
    expect(lines[1]).toMatch(/^"\d+",.*"Csv Lost".*,"","","Lost","","Not a fit \/ out of area","","",""$/);
    expect(lines[2]).toMatch(/^"\d+",.*"Csv Won".*,"estimator-eve","2026-11-23T14:05:00.000Z","Won","12345.67","","","",""$/);
  });
});
