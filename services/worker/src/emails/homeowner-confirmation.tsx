import { Link, Text } from '@react-email/components';
import type { HomeownerEmailView } from '@northrock/core/lead-pipeline';
import { EmailLayout } from './layout';

/** The homeowner's confirmation: fixed text and the company's own details (docs/security.md). */
export function HomeownerConfirmationEmail(view: HomeownerEmailView) {
  return (
    <EmailLayout preview={`Thank you for contacting ${view.company}`}>
      <Text>{view.hello}</Text>
      <Text>
        {`Thank you for contacting ${view.company}. We received your request and will contact you `}
        <strong>{view.responsePromise}</strong>.
      </Text>
      <Text>
        {'If it is urgent, call us at '}
        <Link href={view.phoneHref}>{view.phone}</Link>
        {` (${view.officeHours}).`}
      </Text>
      <Text style={{ color: '#555555' }}>If you did not send a request, you can ignore this message.</Text>
      <Text>
        {view.company}
        <br />
        {view.email}
      </Text>
    </EmailLayout>
  );
}
