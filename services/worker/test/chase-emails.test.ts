import { describe, expect, it } from 'vitest';
import { type Lead } from '@northrock/core/lead';
import { chaseEmail, chaseEmailLead, chaseWording } from '@northrock/core/lead-chase';
import type { EmailConfig } from '@northrock/core/email';
import { chaseEmailTemplates } from '../src/emails/lead-emails';

const config: EmailConfig = { staffEmail: 'office@example.com', mailFrom: 'Northrock <no-reply@northrock.example>', publicUrl: 'https://www.northrock.test' };
const lead = (name: string) =>
  ({
    id: 7,
    uid: '0b7f7c1e-8a4e-4f34-9b1a-3c2d1e0f9a87',
    name,
    email: 'marie@example.com',
    phone: '(807) 555-0142',
    city: 'Thunder Bay',
    subject: 'Crack',
    created_at: new Date('2026-11-24T15:02:00Z'),
  }) as Lead;

describe('the chase e-mails (React template)', () => {
  it('names the lead and how long it waited, escapes what the homeowner typed, and links to the leads', async () => {
    const leads = [chaseEmailLead(lead('Eve <script>alert(1)</script>'), 'waiting 5 office minutes')];
    const mail = await chaseEmail(config, chaseEmailTemplates, 'owner-7.x', 'owner@example.com', {
      kind: 'owner',
      ...chaseWording('owner', leads, 5, 0),
      leads,
    });
    expect(mail.subject).toBe('Unanswered lead: Eve <script>alert(1)</script> (Thunder Bay)');
    expect(mail.html).not.toContain('<script>alert(1)');
    expect(mail.html).toContain('Eve &lt;script&gt;');
    expect(mail.text).toContain('nobody has answered it for 5 office minutes');
    expect(mail.text).toContain('waiting 5 office minutes');
    expect(mail.text).toContain('https://www.northrock.test/admin/contacts');
    expect(mail.messageId).toMatch(/^<chase-owner-7\.x\.[0-9a-f]{12}@northrock\.example>$/);
    expect(mail.to).toBe('owner@example.com');
  });

  it('lists every lead of the night in one digest', async () => {
    const leads = [chaseEmailLead(lead('Dmitri Roy'), 'waiting 0 office minutes'), chaseEmailLead(lead('Elodie Roy'), 'waiting 0 office minutes')];
    const mail = await chaseEmail(config, chaseEmailTemplates, 'digest-2026-11-25-1.x', 'admin@example.com', {
      kind: 'digest',
      ...chaseWording('digest', leads, 0, 0),
      leads,
    });
    expect(mail.subject).toBe('2 leads came in while the office was closed');
    expect(mail.text).toContain('Dmitri Roy');
    expect(mail.text).toContain('Elodie Roy');
  });
});
