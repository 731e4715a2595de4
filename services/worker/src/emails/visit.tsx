import { Button, Heading, Section, Text } from '@react-email/components';
import type { VisitEmailView } from '@northrock/core/booking';
import { EmailLayout } from './layout';

/** A visit's e-mail (its invitation, update, cancellation or a reminder), in the homeowner's language. */
export function VisitEmail(view: VisitEmailView) {
  return (
    <EmailLayout preview={view.title} lang={view.language === 'fr' ? 'fr-CA' : 'en'}>
      <Heading as="h2" style={{ margin: '0 0 12px' }}>
        {view.title}
      </Heading>
      {view.lines.map((line, i) => (
        <Text key={i}>{line}</Text>
      ))}
      {view.manageUrl ? (
        <Section style={{ margin: '16px 0' }}>
          <Button href={view.manageUrl} style={{ backgroundColor: '#1d3557', color: '#ffffff', padding: '10px 16px', borderRadius: '4px' }}>
            {view.manageLabel}
          </Button>
        </Section>
      ) : null}
    </EmailLayout>
  );
}
