import { describe, expect, it } from 'vitest';
import { type Lead } from '@northrock/core/lead';
import type { EmailConfig } from '@northrock/core/email';
import { homeownerEmail, staffEmail } from '@northrock/core/lead-pipeline';
import type { SiteSettingsView } from '@northrock/core/site-settings';
import { leadEmailTemplates } from '../src/emails/lead-emails';

const config: EmailConfig = { staffEmail: 'office@example.com', mailFrom: 'Northrock <no-reply@northrock.example>', publicUrl: 'https://www.northrock.test' };
const lead = (fields: Partial<Lead> = {}) =>
  ({
    id: 7,
    uid: '0b7f7c1e-8a4e-4f34-9b1a-3c2d1e0f9a87',
    name: 'Marie Tremblay',
    email: 'marie@example.com',
    phone: '(807) 555-0142',
    address: '',
    city: 'Thunder Bay',
    subject: 'Crack',
    message: 'Wet wall',
    created_at: new Date('2026-05-04T14:30:00Z'),
    ...fields,
  }) as Lead;
const settings = (fields: Partial<SiteSettingsView> = {}) =>
  ({ company_name: 'Northrock Foundation & Waterproofing', phone: '1-888-555-0137', email: 'info@northrock.example', ...fields }) as SiteSettingsView;

describe('the staff e-mail (React template)', () => {
  const script = '<script>alert("x")</script>';
  const hostile = lead({ name: `Eve ${script}`, message: `Line one\n${script}<img src=x onerror=alert(1)>`, city: '<b>Bold</b> & Co' });

  it('renders a lead whose name and message hold markup inert in the HTML part', async () => {
    const mail = await staffEmail(config, hostile, [], leadEmailTemplates);
    expect(mail.html).not.toMatch(/<script|<img src=x|<b>Bold/i);
    expect(mail.html).toContain('Eve &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; Co');
  });

  it('and verbatim in the text part, line breaks kept', async () => {
    const mail = await staffEmail(config, hostile, [], leadEmailTemplates);
    expect(mail.text).toContain(`Eve ${script}`);
    expect(mail.text).toMatch(/Line one\n\s*<script>alert\("x"\)<\/script><img src=x onerror=alert\(1\)>/);
    expect(mail.text).toContain('<b>Bold</b> & Co');
    expect(mail.subject).toBe(`New estimate request: Eve ${script} (<b>Bold</b> & Co)`);
  });

  it('keeps the message identity, every field and the photos in both parts', async () => {
    const thumb = Buffer.from('thumb');
    const mail = await staffEmail(
      config,
      lead(),
      [
        { url: 'https://www.northrock.test/media/leads/a/large.webp', thumb, error: null, processing: false },
        { url: null, thumb: null, error: 'Photo could not be decoded', processing: false },
        { url: null, thumb: null, error: null, processing: true },
      ],
      leadEmailTemplates,
    );
    expect(mail.messageId).toBe('<lead-7-staff.0b7f7c1e-8a4e-4f34-9b1a-3c2d1e0f9a87@northrock.example>');
    expect(mail.headers).toEqual({ 'X-Northrock-Lead': '7' });
    expect(mail.replyTo).toEqual({ name: 'Marie Tremblay', address: 'marie@example.com' });
    for (const value of ['Marie Tremblay', 'marie@example.com', '(807) 555-0142', 'Thunder Bay', 'Crack', 'Wet wall']) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(value);
    }
    // Received on the office's clock (14:30 UTC is 10:30 in Toronto in May), never raw UTC.
    expect(mail.text).toMatch(/Received:?\s+Mon May 4(, 2026)?, 10:30 a\.m\. EDT/);
    expect(mail.html).toMatch(/Mon May 4(, 2026)?, 10:30 a\.m\. EDT/);
    expect(`${mail.text}${mail.html}`).not.toContain('2026-05-04T14:30');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.html).toContain(`src="cid:${mail.attachments![0]!.cid}"`);
    expect(mail.text).toContain('Photos (3)');
    expect(mail.text).toContain('Photo 1: full size https://www.northrock.test/media/leads/a/large.webp');
    expect(mail.text).toContain('Photo 2: could not be read (Photo could not be decoded)');
    expect(mail.text).toContain('1 photo is being processed: see the lead in the admin (https://www.northrock.test/admin/contacts).');
    expect(mail.html).toContain('href="https://www.northrock.test/admin/contacts"');
  });
});

describe('the homeowner confirmation (React template)', () => {
  it('repeats the first name only, with the company details', async () => {
    const mail = await homeownerEmail(config, lead({ name: 'Marie <script>x</script>' }), settings(), leadEmailTemplates);
    expect(mail.messageId).toBe('<lead-7-homeowner.0b7f7c1e-8a4e-4f34-9b1a-3c2d1e0f9a87@northrock.example>');
    expect(mail.text).toContain('Hello Marie,');
    expect(mail.text).toContain('call us at 1-888-555-0137 (');
    expect(mail.html).toContain('href="tel:18885550137"');
    expect(`${mail.text}${mail.html}`).not.toMatch(/script/);
  });

  // Strapi CVE-2023-22621 (services/gateway/test/advisories.test.ts): admin-edited settings reach e-mails literally.
  it('carries site settings text literally, never evaluated', async () => {
    const mail = await homeownerEmail(config, lead(), settings({ company_name: 'Northrock {{7*7}}' }), leadEmailTemplates);
    expect(mail.text).toContain('Northrock {{7*7}}');
    expect(mail.subject).toContain('Northrock {{7*7}}');
    expect(`${mail.text}${mail.html}`).not.toMatch(/\b49\b/);
  });
});
