/**
 * The homeowners of the rolling restart (rolling.ts) and the load balancer in front of its two
 * gateways: leads with their `client_id`, one in five with two photos sent resumably (tus), a cut
 * request sent again, a cut PATCH resumed from the offset HEAD answers.
 */
import { randomUUID } from 'node:crypto';
import { ADDRESSES, leadBody, type Lead, type leadSender } from './leads';
import { send, type Service, sleep } from './processes';

export const ROLLING_PHASE = 'rolling restart and upgrade';

/** One gateway behind the harness's load balancer. */
export interface Gateway {
  service: Service;
  port: number;
  /** 0 until it is restarted: the previous release, started before the migration. */
  generation: number;
  inRotation: boolean;
}

const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');
export const errorCode = (err: unknown) => (err as { code?: string }).code;

/** The harness's tally (leads.ts): every lead is pushed here, refusals and 5xx answers counted per phase. */
export type Sender = Pick<ReturnType<typeof leadSender>, 'leads' | 'notAccepted' | 'serverErrors'>;

/** `gateways` behind one balancer, the homeowners who send through it, and their tally. */
export function rollingHomeowners(gateways: Gateway[], sender: Sender, log: (line: string) => void) {
  const tally = { rerouted: 0, cut: 0, serverErrors: 0, oldAfterMigration: 0, refusals: [] as string[], cuts: new Map<string, number>() };
  let migratedAt = Infinity;
  let turn = 0;

  /**
   * A request through the load balancer: round robin over the gateways in rotation. A refused
   * connection (a stopping gateway: nothing was sent) goes to the next one at once, as
   * ingress-nginx does; a request cut after it was sent is the homeowner's to send again.
   */
  async function route(
    address: string,
    method: string,
    path: string,
    body: Buffer | string,
    headers: Record<string, string>,
    pin?: Gateway,
    bytesPerSecond?: number,
  ) {
    for (let tries = 0; ; tries++) {
      const live = gateways.filter((g) => g.inRotation);
      const gateway = pin ?? live[turn++ % live.length] ?? gateways[0]!;
      const generation = gateway.generation;
      const sentAt = Date.now();
      try {
        const res = await send(gateway.port, address, method, path, body, headers, bytesPerSecond);
        if (res.status >= 500) {
          tally.serverErrors++;
          sender.serverErrors.set(ROLLING_PHASE, (sender.serverErrors.get(ROLLING_PHASE) ?? 0) + 1);
          log(`  ${method} ${path.replace(/[0-9a-f-]{36}/, '<id>')}: ${res.status} ${res.body.slice(0, 200)}`);
        }
        if (res.status < 300 && generation === 0 && sentAt > migratedAt) tally.oldAfterMigration++;
        return res;
      } catch (err) {
        if (errorCode(err) !== 'ECONNREFUSED' || tries >= 20) {
          const why = `${method} ${errorCode(err) ?? (err as Error).message}`;
          tally.cuts.set(why, (tally.cuts.get(why) ?? 0) + 1);
          throw err;
        }
        tally.rerouted++;
        pin = undefined;
        if (tries >= gateways.length) await sleep(100); // every gateway refusing: none is in rotation yet
      }
    }
  }

  // ---- The homeowners ----
  interface Upload {
    id: string;
    resumed: boolean;
    fromStart: boolean;
    finished: boolean;
  }
  const uploads: Upload[] = [];
  let addressTurn = 0;
  const refuse = (what: string) => {
    tally.refusals.push(what);
    log(`  ${what}`);
  };

  /** `POST /api/tus` until it answers 201 (a cut creation is made again: the one made meanwhile is never claimed). */
  async function createUpload(address: string, enquiry: string, size: number, pin?: Gateway): Promise<Upload | undefined> {
    const headers = {
      ...TUS,
      'upload-length': String(size),
      'upload-metadata': `enquiry ${b64(enquiry)},filename ${b64('basement.jpg')},filetype ${b64('image/jpeg')}`,
    };
    for (const until = Date.now() + 60_000; Date.now() < until; await sleep(1_000)) {
      try {
        const res = await route(address, 'POST', '/api/tus', '', headers, pin);
        if (res.status === 201) {
          const upload = { id: String(res.headers.location).split('/').pop()!, resumed: false, fromStart: false, finished: false };
          uploads.push(upload);
          return upload;
        }
        if (res.status < 500) return void refuse(`upload creation refused: ${res.status} ${res.body}`);
      } catch {
        tally.cut++;
      }
    }
    refuse('upload creation: no 201 within a minute');
  }

  /** The bytes of `upload`, a PATCH at a time; a cut PATCH resumes from the offset HEAD answers (tus). */
  async function sendBytes(upload: Upload, address: string, enquiry: string, data: Buffer, pace: { pin?: Gateway; bytesPerSecond?: number; chunk: number }) {
    const headers = { ...TUS, 'enquiry-id': enquiry };
    let offset = 0;
    let ask = false;
    let pin = pace.pin;
    for (const until = Date.now() + 120_000; offset < data.length && Date.now() < until;) {
      try {
        if (ask) {
          const res = await route(address, 'HEAD', `/api/tus/${upload.id}`, '', headers);
          if (res.status !== 200) {
            if (res.status < 500) return refuse(`HEAD of a cut upload: ${res.status}`);
            await sleep(1_000);
            continue;
          }
          offset = Number(res.headers['upload-offset']);
          if (offset === 0) upload.fromStart = true;
          ask = false;
          continue;
        }
        const body = data.subarray(offset, Math.min(data.length, offset + pace.chunk));
        const patchHeaders = { ...headers, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' };
        // The slow phone's line is slow on its first gateway only; the rest goes at once.
        const rate = pace.pin && !pin ? undefined : pace.bytesPerSecond;
        const res = await route(address, 'PATCH', `/api/tus/${upload.id}`, body, patchHeaders, pin, rate);
        if (res.status === 204) offset = Number(res.headers['upload-offset']);
        else if (res.status === 409 || res.status >= 500) ask = true;
        else return refuse(`PATCH refused: ${res.status} ${res.body}`);
      } catch {
        // Cut without an answer (its gateway stopped): ask the others where to go on from.
        tally.cut++;
        upload.resumed = true;
        ask = true;
        pin = undefined;
      }
    }
    upload.finished = offset === data.length;
    if (!upload.finished) refuse(`upload ${upload.id} unfinished at ${offset} of ${data.length} bytes`);
  }

  /** One homeowner: the photos' uploads are made, the lead goes while their bytes are still on their way. */
  async function homeowner(photos: Buffer[], slow?: { pin: Gateway; bytesPerSecond: number; sending: (id: string) => void }) {
    const lead: Lead = {
      phase: ROLLING_PHASE,
      marker: `Chaos ${String(sender.leads.length + 1).padStart(4, '0')} ${ROLLING_PHASE}`,
      photos: photos.length > 0,
    };
    sender.leads.push(lead);
    const address = ADDRESSES[addressTurn++ % ADDRESSES.length]!;
    const enquiry = randomUUID();
    const made = await Promise.all(photos.map((p) => createUpload(address, enquiry, p.length, slow?.pin)));
    const ready = made.filter((u): u is Upload => u !== undefined);
    slow?.sending(ready[0]?.id ?? '');
    const body = leadBody(lead.marker, { client_id: enquiry, photo_ids: ready.map((u) => u.id) });
    const sendLead = async () => {
      for (const until = Date.now() + 60_000; Date.now() < until; await sleep(1_000)) {
        try {
          const res = await route(address, 'POST', '/api/contact', body, { 'content-type': 'application/json' });
          lead.status = res.status;
          if (res.status === 201) {
            lead.acceptedAt = Date.now();
            lead.id = JSON.parse(res.body).id;
            return;
          }
          if (res.status < 500) return refuse(`lead refused: ${res.status} ${res.body}`);
        } catch {
          tally.cut++;
          lead.status = 0;
        }
        sender.notAccepted.set(ROLLING_PHASE, (sender.notAccepted.get(ROLLING_PHASE) ?? 0) + 1);
      }
    };
    await Promise.all([
      sendLead(),
      ...ready.map((u, i) =>
        sendBytes(u, address, enquiry, photos[i]!, slow ? { ...slow, chunk: photos[i]!.length } : { chunk: 256 * 1024, bytesPerSecond: 512 * 1024 }),
      ),
    ]);
  }

  return {
    homeowner,
    uploads,
    tally,
    /** From now on, what the previous release (generation 0) answers counts as served over the new schema. */
    migrated: () => void (migratedAt = Date.now()),
  };
}
