import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { createRateLimiter } from '../../platform/rate-limit';
import { migratedTestDatabase } from '@northrock/tools/test-database';
import { activityHistory, contentRestorers } from '../../registry';
import { AdminUser, createAuthService, hashPassword, jwtKeyFrom } from '../admin';
import { Service, serviceCrud } from '../service';
import { ActivityEntry } from './activity.entity';
import { listActivity, restoreContentVersion } from './activity.service';
import { runActivityScope, setActivityActor, type ActivityActor } from './actor-context';

const restorers = contentRestorers();

let db: Awaited<ReturnType<typeof migratedTestDatabase>>;
let orm: Orm;
let alice: ActivityActor;
let bob: ActivityActor;
const auth = createAuthService({ jwtKey: jwtKeyFrom('activity-test-secret-0123456789abcdef'), limiter: createRateLimiter(undefined) });
const meta = { ip: '127.0.0.1', userAgent: 'vitest' };

/** Runs `fn` as an admin request does: in a scope of its own, as `actor`. */
const as = <T>(actor: ActivityActor | null, fn: () => Promise<T>) =>
  runActivityScope(() => {
    if (actor) setActivityActor(actor);
    return fn();
  });

const serviceData = (title: string, slug: string) => ({ title, slug, description: `${title} described`, image: '/img/x.jpg', featured: false, order: 3 });

const entriesFor = (entityType: string, entityId: number | string) =>
  orm.em.fork().find(ActivityEntry, { entity_type: entityType, entity_id: String(entityId) }, { orderBy: { id: 'asc' } });

beforeAll(async () => {
  db = await migratedTestDatabase('activity');
  orm = db.orm;
  const em = orm.em.fork();
  for (const username of ['alice', 'bob']) {
    em.persist(
      em.create(AdminUser, {
        username,
        password_hash: await hashPassword('correct horse battery'),
        default_password: false,
        must_change_password: false,
        password_changed_at: null,
        totp_secret: null,
        totp_pending_secret: null,
        totp_enabled_at: null,
        totp_last_step: null,
        last_login_at: null,
        deactivated_at: null,
      }),
    );
  }
  await em.flush();
  const users = await em.find(AdminUser, {}, { orderBy: { id: 'asc' } });
  alice = { id: users[0]!.id, username: 'alice' };
  bob = { id: users[1]!.id, username: 'bob' };
});

afterAll(async () => {
  await db?.close();
});

describe('admin writes', () => {
  it('records create, update and delete with who, the item and the fields before and after', async () => {
    const created = await as(alice, () => serviceCrud.create(orm.em.fork(), serviceData('Sump pumps', 'sump-pumps')));
    await as(bob, () => serviceCrud.update(orm.em.fork(), created.id, { ...serviceData('Sump pump repair', 'sump-pumps'), order: 4 }));
    await as(alice, () => serviceCrud.remove(orm.em.fork(), created.id));

    const [create, update, remove] = await entriesFor('Service', created.id);
    expect(create).toMatchObject({ action: 'create', actor_id: alice.id, actor_username: 'alice', label: 'Sump pumps' });
    expect(create!.changes).toMatchObject({ title: { before: null, after: 'Sump pumps' }, order: { before: null, after: 3 } });
    expect(update).toMatchObject({ action: 'update', actor_id: bob.id, actor_username: 'bob', label: 'Sump pump repair' });
    // Only what changed, without the timestamps.
    expect(update!.changes).toEqual({
      title: { before: 'Sump pumps', after: 'Sump pump repair' },
      description: { before: 'Sump pumps described', after: 'Sump pump repair described' },
      order: { before: 3, after: 4 },
    });
    expect(remove).toMatchObject({ action: 'delete', actor_id: alice.id, label: 'Sump pump repair' });
    expect(remove!.changes).toMatchObject({ title: { before: 'Sump pump repair', after: null } });
  });

  it('records nothing without a signed-in actor (public forms, the worker, seeds)', async () => {
    const before = await orm.em.fork().count(ActivityEntry, {});
    await as(null, () => serviceCrud.create(orm.em.fork(), serviceData('Anonymous', 'anonymous')));
    await serviceCrud.create(orm.em.fork(), serviceData('No scope', 'no-scope'));
    expect(await orm.em.fork().count(ActivityEntry, {})).toBe(before);
  });

  it('leaves no entry when the write rolls back', async () => {
    const item = await as(alice, () => serviceCrud.create(orm.em.fork(), serviceData('Rollback', 'rollback')));
    const count = async () => (await entriesFor('Service', item.id)).length;
    expect(await count()).toBe(1);
    await expect(
      as(alice, () =>
        orm.em.fork().transactional(async (tx) => {
          await serviceCrud.update(tx, item.id, serviceData('Never saved', 'rollback'));
          throw new Error('later step failed');
        }),
      ),
    ).rejects.toThrow('later step failed');
    // A flush that fails (taken slug) writes neither the item nor its entry.
    await expect(as(alice, () => serviceCrud.update(orm.em.fork(), item.id, serviceData('Rollback', 'sump-pumps-taken')))).resolves.toBeTruthy();
    await expect(as(alice, () => serviceCrud.create(orm.em.fork(), serviceData('Duplicate', 'sump-pumps-taken')))).rejects.toThrow(AppError);
    expect(await count()).toBe(2);
    expect((await orm.em.fork().findOneOrFail(Service, { id: item.id })).title).toBe('Rollback');
    expect(await orm.em.fork().count(ActivityEntry, { label: { $in: ['Never saved', 'Duplicate'] } })).toBe(0);
  });

  it('keeps the actor of each request under parallel requests', async () => {
    const items = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const actor = i % 2 ? alice : bob;
        return as(actor, async () => {
          await new Promise((r) => setTimeout(r, (i * 7) % 5));
          return serviceCrud.create(orm.em.fork(), serviceData(`Parallel ${actor.username} ${i}`, `parallel-${i}`));
        });
      }),
    );
    for (const item of items) {
      const [entry] = await entriesFor('Service', item.id);
      expect(entry!.actor_username).toBe(item.title.split(' ')[1]);
    }
  });
});

describe('accounts and sign-ins', () => {
  it('records sign-in, failed sign-in (the name tried, no password) and sign-out', async () => {
    await expect(auth.login(orm.em.fork(), { username: 'Alice', password: 'wrong password here' }, meta)).rejects.toThrow('Invalid username or password');
    await expect(auth.login(orm.em.fork(), { username: 'nobody', password: 'wrong password here' }, meta)).rejects.toThrow();
    const { access_token } = await auth.login(orm.em.fork(), { username: 'alice', password: 'correct horse battery' }, meta);
    const principal = await auth.authenticate(orm.em.fork(), `Bearer ${access_token}`);
    await auth.logout(orm.em.fork(), principal);

    const entries = await orm.em.fork().find(ActivityEntry, { entity_type: 'Session' }, { orderBy: { id: 'asc' } });
    expect(entries.map((e) => [e.action, e.actor_username, e.label])).toEqual([
      ['sign_in_failed', '', 'alice'],
      ['sign_in_failed', '', 'nobody'],
      ['sign_in', 'alice', 'alice'],
      ['sign_out', 'alice', 'alice'],
    ]);
    expect(entries[2]!.actor_id).toBe(alice.id);
    expect(JSON.stringify(entries)).not.toContain('wrong password');
  });

  it('records a password change with the hash redacted, and never stores a secret', async () => {
    const { access_token } = await auth.login(orm.em.fork(), { username: 'bob', password: 'correct horse battery' }, meta);
    await runActivityScope(async () => {
      const principal = await auth.authenticate(orm.em.fork(), `Bearer ${access_token}`);
      await auth.changePassword(orm.em.fork(), principal, { current_password: 'correct horse battery', new_password: 'an even better passphrase' });
      await auth.startMfaSetup(orm.em.fork(), principal, { current_password: 'an even better passphrase' });
    });
    const [change, setup] = await entriesFor('AdminUser', bob.id);
    expect(change).toMatchObject({ action: 'password_change', actor_username: 'bob', label: 'bob' });
    expect(change!.changes!.password_hash).toEqual({ before: '[redacted]', after: '[redacted]' });
    expect(change!.changes!.must_change_password).toBeUndefined();
    expect(setup).toMatchObject({ action: 'mfa_setup' });
    expect(setup!.changes!.totp_pending_secret).toEqual({ before: '[redacted]', after: '[redacted]' });
    const user = await orm.em.fork().findOneOrFail(AdminUser, { id: bob.id });
    const everything = JSON.stringify(await orm.em.fork().find(ActivityEntry, {}));
    expect(everything).not.toContain(user.password_hash);
    expect(everything).not.toContain(user.totp_pending_secret!);
    expect(everything).not.toContain('$argon2');
  });
});

describe('restore', () => {
  it('puts an earlier version back through the domain update, recorded as restore', async () => {
    const item = await as(alice, () => serviceCrud.create(orm.em.fork(), serviceData('Version one', 'versioned')));
    await as(alice, () => serviceCrud.update(orm.em.fork(), item.id, serviceData('Version two', 'versioned')));
    await as(bob, () => serviceCrud.update(orm.em.fork(), item.id, { ...serviceData('Version three', 'versioned-3'), featured: true }));
    const [, first] = await entriesFor('Service', item.id);

    const restored = await as(bob, () => restoreContentVersion(orm.em.fork(), restorers, first!.id));
    expect(restored).toEqual({ entity_type: 'Service', entity_id: String(item.id) });
    const now = await orm.em.fork().findOneOrFail(Service, { id: item.id });
    expect(now).toMatchObject({ title: 'Version two', slug: 'versioned', featured: false });

    const history = await listActivity(orm.em.fork(), { entity_type: 'Service', entity_id: String(item.id) }, activityHistory());
    expect(history.items[0]).toMatchObject({ action: 'restore', actor_username: 'bob', restored_from: first!.id, restorable: true });
    expect(history.items[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', before: 'Version three', after: 'Version two' },
        { field: 'slug', before: 'versioned-3', after: 'versioned' },
        { field: 'featured', before: 'true', after: 'false' },
      ]),
    );
  });

  it('restores the version before an update: an item never edited through the back office gets its first state back', async () => {
    const seeded = await serviceCrud.create(orm.em.fork(), serviceData('Seeded original', 'seeded-original'));
    await as(alice, () => serviceCrud.update(orm.em.fork(), seeded.id, { ...serviceData('Edited once', 'seeded-original'), featured: true }));
    await as(alice, () => serviceCrud.update(orm.em.fork(), seeded.id, serviceData('Edited twice', 'seeded-edited')));
    const [first] = await entriesFor('Service', seeded.id);
    const view = (await listActivity(orm.em.fork(), { entity_type: 'Service', entity_id: String(seeded.id) }, activityHistory())).items.find(
      (e) => e.id === first!.id,
    );
    expect(view).toMatchObject({ action: 'update', restorable: true, restorable_before: true });

    await as(bob, () => restoreContentVersion(orm.em.fork(), restorers, first!.id, { version: 'before' }));
    expect(await orm.em.fork().findOneOrFail(Service, { id: seeded.id })).toMatchObject({
      title: 'Seeded original',
      slug: 'seeded-original',
      description: 'Seeded original described',
      featured: false,
    });
    const [, , restore] = await entriesFor('Service', seeded.id);
    expect(restore).toMatchObject({ action: 'restore', actor_username: 'bob', details: { restored_from: first!.id, version: 'before' } });

    // A create holds no earlier version; an unknown choice is a 422.
    const fresh = await as(alice, () => serviceCrud.create(orm.em.fork(), serviceData('Fresh', 'fresh')));
    const [created] = await entriesFor('Service', fresh.id);
    await expect(restoreContentVersion(orm.em.fork(), restorers, created!.id, { version: 'before' })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(restoreContentVersion(orm.em.fork(), restorers, created!.id, { version: 'sideways' })).rejects.toMatchObject({ code: 'VALIDATION' });
  });

  it('applies the domain rules: a slug taken since answers 409 and nothing changes', async () => {
    const a = await as(alice, () => serviceCrud.create(orm.em.fork(), serviceData('Slug A', 'slug-a')));
    await as(alice, () => serviceCrud.update(orm.em.fork(), a.id, serviceData('Slug A', 'slug-a-moved')));
    await as(alice, () => serviceCrud.create(orm.em.fork(), serviceData('Slug B', 'slug-a')));
    const [created] = await entriesFor('Service', a.id);
    await expect(as(alice, () => restoreContentVersion(orm.em.fork(), restorers, created!.id))).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await entriesFor('Service', a.id)).toHaveLength(2);
  });

  it('brings a deleted item back as a new item from its delete entry', async () => {
    const item = await as(alice, () => serviceCrud.create(orm.em.fork(), serviceData('Deleted once', 'deleted-once')));
    await as(alice, () => serviceCrud.remove(orm.em.fork(), item.id));
    const [, deletion] = await entriesFor('Service', item.id);
    expect(deletion!.action).toBe('delete');
    const restored = await as(bob, () => restoreContentVersion(orm.em.fork(), restorers, deletion!.id));
    expect(Number(restored.entity_id)).not.toBe(item.id);
    expect(await orm.em.fork().findOneOrFail(Service, { id: Number(restored.entity_id) })).toMatchObject({ title: 'Deleted once', slug: 'deleted-once' });
    const [entry] = await entriesFor('Service', restored.entity_id);
    expect(entry).toMatchObject({ action: 'restore', actor_username: 'bob', details: { restored_from: deletion!.id } });
  });

  it('refuses entries that hold no content version', async () => {
    const [signIn] = await orm.em.fork().find(ActivityEntry, { action: 'sign_in' }, { limit: 1 });
    await expect(restoreContentVersion(orm.em.fork(), restorers, signIn!.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(restoreContentVersion(orm.em.fork(), restorers, 99_999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('listActivity', () => {
  it('filters by person, type and dates, newest first, with the total', async () => {
    const all = await listActivity(orm.em.fork(), { page_size: 5 }, activityHistory());
    expect(all.items).toHaveLength(5);
    expect(all.total).toBe(await orm.em.fork().count(ActivityEntry, {}));
    const times = all.items.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const bobs = await listActivity(orm.em.fork(), { actor_id: String(bob.id), entity_type: 'Service' }, activityHistory());
    expect(bobs.total).toBeGreaterThan(0);
    expect(bobs.items.every((e) => e.actor_username === 'bob' && e.entity_type === 'Service')).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    expect((await listActivity(orm.em.fork(), { from: today, to: today }, activityHistory())).total).toBe(all.total);
    expect((await listActivity(orm.em.fork(), { to: '2000-01-01' }, activityHistory())).total).toBe(0);
  });

  it('refuses bad filters with 422', async () => {
    for (const bad of [{ entity_type: 'AdminSession' }, { from: '2026-13-01' }, { from: '2026-02-02', to: '2026-02-01' }, { actor_id: 'x' }, { page: 0 }]) {
      await expect(listActivity(orm.em.fork(), bad, activityHistory())).rejects.toMatchObject({ code: 'VALIDATION' });
    }
  });
});
