/**
 * The homeowners of the fault-matrix harness (harness.ts): leads sent through the public API
 * from many loopback addresses, sent again as a person would, and what reached staff per phase.
 */
import { multipart, percentile, send, sleep } from './processes';
import type { PhaseResult } from './report';

/** One homeowner's enquiry as the harness sent it. */
export interface Lead {
  phase: string;
  marker: string;
  photos: boolean;
  acceptedAt?: number;
  id?: number;
  status?: number;
}

/** The homeowners' addresses: the per-address limits see many people, not one script. */
export const ADDRESSES = Array.from({ length: 60 }, (_, i) => `127.0.0.${i + 2}`);

/** The body of `POST /api/contact` for the lead named `marker`, with its photos and, from a web form, its client id. */
export const leadBody = (marker: string, extra: { photo_urls?: string[]; photo_ids?: string[]; client_id?: string }) =>
  JSON.stringify({
    name: marker,
    email: 'homeowner@chaos.test',
    phone: '807 555 0142',
    city: 'Thunder Bay',
    subject: 'Water in the basement',
    message: 'Submitted by the fault-matrix harness.',
    ...extra,
  });

/** Sends leads to the gateway on `port`; `leads`, `notAccepted` and `serverErrors` record how it went. */
export function leadSender(port: number, smallPhoto: Buffer, bigPhoto: Buffer) {
  const leads: Lead[] = [];
  let nextAddress = 0;
  const notAccepted = new Map<string, number>();
  const serverErrors = new Map<string, number>();
  /**
   * One homeowner sending the form: photos first, then the lead. A request that gets no `201`
   * (a `503` while PostgreSQL is away, a connection cut by a crashed gateway) is sent again a
   * second later, as the form keeps its data and the homeowner presses send again, for up to
   * a minute.
   */
  const submit = async (phase: string, opts: { photos?: 'small' | 'big' } = {}) => {
    const photos = opts.photos ?? (leads.length % 5 === 4 ? 'small' : undefined);
    const lead: Lead = { phase, marker: `Chaos ${String(leads.length + 1).padStart(4, '0')} ${phase}`, photos: Boolean(photos) };
    leads.push(lead);
    const address = ADDRESSES[nextAddress++ % ADDRESSES.length]!;
    const attempt = async (): Promise<boolean> => {
      try {
        let urls: string[] = [];
        if (photos) {
          const data = photos === 'big' ? bigPhoto : smallPhoto;
          const form = multipart([1, 2].map((n) => ({ name: `photo-${n}.jpg`, data })));
          const up = await send(port, address, 'POST', '/api/upload', form.body, { 'content-type': form.type });
          lead.status = up.status;
          if (up.status !== 201) return false;
          urls = JSON.parse(up.body).urls;
        }
        const body = leadBody(lead.marker, { photo_urls: urls });
        const res = await send(port, address, 'POST', '/api/contact', body, { 'content-type': 'application/json' });
        lead.status = res.status;
        if (res.status !== 201) return false;
        lead.acceptedAt = Date.now();
        lead.id = JSON.parse(res.body).id;
        return true;
      } catch {
        lead.status = 0; // cut: no answer
        return false;
      }
    };
    const until = Date.now() + 60_000;
    while (!(await attempt()) && Date.now() < until) {
      notAccepted.set(phase, (notAccepted.get(phase) ?? 0) + 1);
      if (lead.status === 500) serverErrors.set(phase, (serverErrors.get(phase) ?? 0) + 1);
      if (lead.status && lead.status < 500) return; // refused for good (a 4xx): no point sending again
      await sleep(1_000);
    }
  };
  /** Submits `count` leads over `ms`, a few at a time, calling `during` at the given fractions of the way. */
  const submitOver = async (
    phase: string,
    count: number,
    ms: number,
    opts: { photos?: 'small' | 'big' } = {},
    events: [number, () => Promise<void>][] = [],
  ) => {
    const pending: Promise<void>[] = [];
    const todo = [...events].sort((a, b) => a[0] - b[0]);
    const t0 = Date.now();
    for (let i = 0; i < count; i++) {
      while (todo.length && todo[0]![0] <= i / count) await todo.shift()![1]();
      pending.push(submit(phase, opts));
      const due = t0 + ((i + 1) / count) * ms;
      if (due > Date.now()) await sleep(due - Date.now());
    }
    for (const [, event] of todo) await event();
    await Promise.all(pending);
  };

  return { leads, notAccepted, serverErrors, submitOver };
}

/** The leads of one phase against its stored rows and the staff e-mails that reached the SMTP server. */
export function phaseResult(
  name: string,
  { leads, notAccepted, serverErrors }: Pick<ReturnType<typeof leadSender>, 'leads' | 'notAccepted' | 'serverErrors'>,
  stored: { id: number; uid: string }[],
  staffMails: (id: number, uid: string) => number[],
): PhaseResult {
  const mine = leads.filter((l) => l.phase === name);
  const byId = new Map(stored.map((r) => [r.id, r]));
  const counts = stored.map((r) => staffMails(r.id, r.uid).length);
  const latencies = mine
    .filter((l) => l.id !== undefined && byId.has(l.id))
    .flatMap((l) => {
      const first = staffMails(l.id!, byId.get(l.id!)!.uid)[0];
      return first === undefined ? [] : [(first - l.acceptedAt!) / 1000];
    });
  return {
    phase: name,
    accepted: mine.filter((l) => l.acceptedAt !== undefined).length,
    stored: stored.length,
    refused: notAccepted.get(name) ?? 0,
    once: counts.filter((n) => n === 1).length,
    never: counts.filter((n) => n === 0).length,
    twiceOrMore: counts.filter((n) => n >= 2).length,
    serverErrors: serverErrors.get(name) ?? 0,
    lost: mine.filter((l) => l.id !== undefined && !byId.has(l.id)).length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}
