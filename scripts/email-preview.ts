/**
 * `npm run email:preview`: renders each lead e-mail and a reply with sample data, as the worker sends it,
 * to .data/email-preview/<name>.html and .txt (git-ignored), and prints their paths.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Lead } from '@northrock/core/lead';
import { chaseEmail, chaseEmailLead, chaseWording } from '@northrock/core/lead-chase';
import type { EmailConfig } from '@northrock/core/email';
import { homeownerEmail, staffEmail, type StaffPhoto } from '@northrock/core/lead-pipeline';
import { type LeadReply, replyEmail } from '@northrock/core/lead-reply';
import { repoRoot } from '@northrock/core/platform';
import type { SiteSettingsView } from '@northrock/core/site-settings';
import { chaseEmailTemplates, leadEmailTemplates, replyEmailTemplates } from '@northrock/worker/emails';
import sharp from 'sharp';

const config: EmailConfig = { staffEmail: 'office@northrock.example', mailFrom: 'Northrock <no-reply@northrock.example>', publicUrl: 'http://localhost:3000' };
const lead = {
  id: 42,
  uid: '6f1c2a9e-0d4b-4c1e-9a53-2b7d8e0f1a42',
  name: 'Daniel Okafor',
  email: 'daniel.okafor@example.com',
  phone: '(204) 555-0178',
  address: '48 Pembina Hwy',
  city: 'Winnipeg',
  subject: 'Water in the basement after the thaw',
  message: 'Water seeps in where the floor meets the north wall.\nIt started this spring; the house is from 1962.',
  created_at: new Date('2026-05-04T14:30:00Z'),
} as Lead;
const settings = { company_name: 'Northrock Foundation & Waterproofing', phone: '1-888-555-0137', email: 'info@northrock.example' } as SiteSettingsView;
// A seed photo stands in for a lead's, as the worker makes thumbnails (400 px JPEG).
const thumb = await sharp(join(repoRoot, 'web/public/images/blog/interior-waterproofing-systems.webp')).resize({ width: 400 }).jpeg().toBuffer();
const photos: StaffPhoto[] = [
  { url: `${config.publicUrl}/media/leads/sample/photo-1.webp`, thumb, error: null, processing: false },
  { url: null, thumb: null, error: 'Photo could not be decoded', processing: false },
  { url: null, thumb: null, error: null, processing: true },
];

const reply = {
  id: 7,
  uid: '0b9d6c1e-3f5a-4e2b-8c7d-9a1e2f3b4c57',
  subject: `Re: ${lead.subject}`,
  body: 'Hello Daniel,\n\nThank you for your request. We would like to book your free estimate.\n\nWhich of these times suit you: Tuesday 10:00 or Wednesday 14:00?',
} as LeadReply;

const outDir = resolve(repoRoot, process.argv[2] ?? '.data/email-preview');
mkdirSync(outDir, { recursive: true });
const emails = {
  'staff-new-lead': await staffEmail(config, lead, photos, leadEmailTemplates),
  'homeowner-confirmation': await homeownerEmail(config, lead, settings, leadEmailTemplates),
  'lead-reply': await replyEmail(config, lead, reply, settings, replyEmailTemplates),
  'staff-chase-owner': await chaseEmail(config, chaseEmailTemplates, `owner-${lead.id}.${lead.uid}`, 'owner@northrock.example', {
    kind: 'owner',
    ...chaseWording('owner', [chaseEmailLead(lead, 'waiting 5 office minutes')], 5, 0),
    leads: [chaseEmailLead(lead, 'waiting 5 office minutes')],
  }),
};
for (const [name, mail] of Object.entries(emails)) {
  for (const [ext, body] of [
    // A browser cannot resolve `cid:` (a mail program does): the preview inlines the attachments.
    [
      'html',
      (mail.attachments ?? []).reduce((html, a) => html.replaceAll(`cid:${a.cid}`, `data:${a.contentType};base64,${a.content.toString('base64')}`), mail.html),
    ],
    ['txt', `Subject: ${mail.subject}\nMessage-ID: ${mail.messageId}\n\n${mail.text}`],
  ] as const) {
    const file = join(outDir, `${name}.${ext}`);
    writeFileSync(file, body ?? '');
    console.log(file);
  }
}
