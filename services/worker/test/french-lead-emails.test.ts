import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '@northrock/core/lead';
import { homeownerMailOf, staffMailOf, startPipelineStack, type PipelineStack } from './support/pipeline-stack';

let stack: PipelineStack;

beforeAll(async () => {
  stack = await startPipelineStack();
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

/** A lead stored before the worker runs, its language set as a French page's form sends it. */
async function leadIn(language: 'en' | 'fr', extra: Record<string, unknown> = {}) {
  const res = await stack.gateway.call('POST', '/api/contact', { body: stack.lead(extra) });
  expect(res.status).toBe(201);
  const id = res.body.id as number;
  await stack.gateway.orm.em.fork().nativeUpdate(Lead, { id }, { language });
  return id;
}

describe('the e-mails of a lead sent in French (real SMTP server)', () => {
  let fr: number;
  let en: number;

  it('the homeowner confirmation goes out in French: subject, body and office hours', async () => {
    fr = await leadIn('fr', { email: 'josee.fr@example.com', name: 'Josée Lalonde' });
    en = await leadIn('en', { email: 'mary.en@example.com', name: 'Mary Smith' });
    await stack.startWorker();

    const [home] = await stack.smtp.waitFor(homeownerMailOf(fr), 1, 60_000);
    expect(home!.subject).toBe('Nous avons bien reçu votre demande - Northrock Foundation & Waterproofing');
    expect(home!.text).toContain('Bonjour Josée,');
    expect(home!.text).toContain('Nous avons bien reçu votre demande et nous communiquerons avec vous dans les 24 heures');
    expect(home!.text).toContain('du lundi au vendredi, de 9 h à 17 h');
    expect(home!.text).not.toMatch(/Thank you|Hello|Monday/);
    expect(home!.html).toContain('lang="fr-CA"');

    const [english] = await stack.smtp.waitFor(homeownerMailOf(en), 1, 60_000);
    expect(english!.subject).toBe('We received your request - Northrock Foundation & Waterproofing');
    expect(english!.text).toContain('Hello Mary,');
    expect(english!.text).toContain('Monday to Friday, 9am to 5pm');
  });

  it('the staff e-mail says the homeowner prefers French (and only for a French lead)', async () => {
    const [staff] = await stack.smtp.waitFor(staffMailOf(fr), 1, 60_000);
    expect(staff!.text).toMatch(/Language:?\s+Prefers French/);
    expect(staff!.html).toContain('Prefers French');
    const [english] = await stack.smtp.waitFor(staffMailOf(en), 1, 60_000);
    expect(english!.text).not.toContain('Prefers French');
  });
});
