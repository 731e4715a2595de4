import type { MailMessage } from '../../platform/mail';
import { mailDomain } from '../../platform/mail';
import type { EmailBody, EmailConfig } from '../email';
import type { ReviewMailKind } from './review-request.service';

/** What a review request (or its reminder) says, in the homeowner's language: plain text, the template escapes it. */
export interface ReviewRequestEmailView {
  language: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  formLabel: string;
  formUrl: string;
  /** The Google review link and its words; null when the setting is empty. */
  google: { label: string; url: string } | null;
  company: string;
  postalAddress: string;
  unsubscribeLabel: string;
  unsubscribeUrl: string;
}

/** What the low-rating alert says to the office. */
export interface LowRatingEmailView {
  subject: string;
  rating: number;
  displayName: string;
  text: string;
  leadName: string;
  adminUrl: string;
}

/** The review e-mails' layouts: the worker's React templates (services/worker/src/emails/review-request.tsx). */
export interface ReviewEmailTemplates {
  request(view: ReviewRequestEmailView): Promise<EmailBody>;
  lowRating(view: LowRatingEmailView): Promise<EmailBody>;
}

const words = {
  en: {
    subject: (kind: ReviewMailKind, company: string) =>
      kind === 'reminder' ? `A reminder: how did your job with ${company} go?` : `How did your job with ${company} go?`,
    greeting: (name: string) => `Hello ${name},`,
    paragraphs: (kind: ReviewMailKind) => [
      kind === 'reminder'
        ? 'A week ago we asked how your job went. If you have a minute, we would still like to hear from you.'
        : 'Thank you for choosing us. We would like to know how your job went, whatever you think of it.',
      'Your review helps the next homeowner choose a contractor. It takes a minute, and you decide how your name is shown.',
    ],
    formLabel: 'Leave a review on our site',
    googleLabel: 'Or review us on Google',
    unsubscribeLabel: 'Do not send me e-mails like this again',
  },
  fr: {
    subject: (kind: ReviewMailKind, company: string) =>
      kind === 'reminder' ? `Un rappel : comment s’est passé votre projet avec ${company} ?` : `Comment s’est passé votre projet avec ${company} ?`,
    greeting: (name: string) => `Bonjour ${name},`,
    paragraphs: (kind: ReviewMailKind) => [
      kind === 'reminder'
        ? 'Il y a une semaine, nous vous avons demandé comment s’est passé votre projet. Si vous avez une minute, votre avis nous intéresse toujours.'
        : 'Merci de nous avoir choisis. Nous aimerions savoir comment s’est passé votre projet, quel que soit votre avis.',
      'Votre avis aide le prochain propriétaire à choisir un entrepreneur. Cela prend une minute, et vous choisissez comment votre nom est affiché.',
    ],
    formLabel: 'Laisser un avis sur notre site',
    googleLabel: 'Ou donnez votre avis sur Google',
    unsubscribeLabel: 'Ne plus m’envoyer de courriels de ce genre',
  },
};

/** The first name the homeowner gave (their full name as typed when it has no space). */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export async function reviewRequestEmail(
  config: EmailConfig,
  templates: ReviewEmailTemplates,
  request: { uid: string; language: string },
  kind: ReviewMailKind,
  to: { name: string; address: string },
  parts: { company: string; postalAddress: string; formUrl: string; googleUrl: string | null; unsubscribeUrl: string; headers: Record<string, string> },
): Promise<MailMessage> {
  const w = request.language === 'fr' ? words.fr : words.en;
  const view: ReviewRequestEmailView = {
    language: request.language,
    subject: w.subject(kind, parts.company),
    greeting: w.greeting(firstName(to.name)),
    paragraphs: w.paragraphs(kind),
    formLabel: w.formLabel,
    formUrl: parts.formUrl,
    google: parts.googleUrl ? { label: w.googleLabel, url: parts.googleUrl } : null,
    company: parts.company,
    postalAddress: parts.postalAddress,
    unsubscribeLabel: w.unsubscribeLabel,
    unsubscribeUrl: parts.unsubscribeUrl,
  };
  const body = await templates.request(view);
  return {
    messageId: `<review-${kind}-${request.uid}@${mailDomain(config.mailFrom)}>`,
    to,
    subject: view.subject,
    ...body,
    headers: parts.headers,
  };
}

export async function lowRatingEmail(
  config: EmailConfig,
  templates: ReviewEmailTemplates,
  identity: string,
  to: string,
  view: Omit<LowRatingEmailView, 'adminUrl' | 'subject'>,
): Promise<MailMessage> {
  const full = { ...view, subject: `Low rating (${view.rating}/5) from ${view.leadName}`, adminUrl: `${config.publicUrl}/admin/reviews` };
  const body = await templates.lowRating(full);
  return {
    messageId: `<review-alert-${identity}@${mailDomain(config.mailFrom)}>`,
    to,
    subject: full.subject,
    ...body,
    headers: { 'X-Northrock-Review': 'low-rating' },
  };
}
