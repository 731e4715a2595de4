import { Button, Link, Section, Text } from '@react-email/components';
import type { HomeownerEmailView } from '@northrock/core/lead-pipeline';
import { EmailLayout } from './layout';

/** The confirmation's fixed sentences in the homeowner's language (fr-CA for a lead sent from a French page). */
const copy = {
  en: {
    preview: (company: string) => `Thank you for contacting ${company}`,
    received: (company: string) => `Thank you for contacting ${company}. We received your request and will contact you `,
    urgent: 'If it is urgent, call us at ',
    ignore: 'If you did not send a request, you can ignore this message.',
    book: 'Pick a time for your free inspection, day or night:',
    bookButton: 'Book your free inspection',
  },
  fr: {
    preview: (company: string) => `Merci d’avoir communiqué avec ${company}`,
    received: (company: string) => `Merci d’avoir communiqué avec ${company}. Nous avons bien reçu votre demande et nous communiquerons avec vous `,
    urgent: 'Si c’est urgent, appelez-nous au ',
    ignore: 'Si vous n’avez pas envoyé de demande, vous pouvez ignorer ce message.',
    book: 'Choisissez l’heure de votre inspection gratuite, jour et nuit :',
    bookButton: 'Réserver votre inspection gratuite',
  },
} as const;

/** The homeowner's confirmation: fixed text and the company's own details (docs/security.md). */
export function HomeownerConfirmationEmail(view: HomeownerEmailView) {
  const t = copy[view.language];
  return (
    <EmailLayout preview={t.preview(view.company)} lang={view.language === 'fr' ? 'fr-CA' : 'en'}>
      <Text>{view.hello}</Text>
      <Text>
        {t.received(view.company)}
        <strong>{view.responsePromise}</strong>.
      </Text>
      <Text>
        {t.urgent}
        <Link href={view.phoneHref}>{view.phone}</Link>
        {` (${view.officeHours}).`}
      </Text>
      {view.bookingUrl ? (
        <Section style={{ margin: '16px 0' }}>
          <Text>{t.book}</Text>
          <Button href={view.bookingUrl} style={{ backgroundColor: '#1d3557', color: '#ffffff', padding: '10px 16px', borderRadius: '4px' }}>
            {t.bookButton}
          </Button>
        </Section>
      ) : null}
      <Text style={{ color: '#555555' }}>{t.ignore}</Text>
      <Text>
        {view.company}
        <br />
        {view.email}
      </Text>
    </EmailLayout>
  );
}
