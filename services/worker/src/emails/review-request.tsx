import { Link, Text } from '@react-email/components';
import type { LowRatingEmailView, ReviewRequestEmailView } from '@northrock/core/review';
import { EmailLayout } from './layout';

/**
 * A review request or its reminder, in the homeowner's language: the same ask for everyone (no
 * gating by rating), the form on the site and the Google link, then who sends it, the postal
 * address and the unsubscribe link (CASL; the headers carry the one-click version).
 */
export function ReviewRequestEmail(view: ReviewRequestEmailView) {
  return (
    <EmailLayout preview={view.paragraphs[0] ?? view.subject} lang={view.language}>
      <Text>{view.greeting}</Text>
      {view.paragraphs.map((p, i) => (
        <Text key={i}>{p}</Text>
      ))}
      <Text>
        <Link href={view.formUrl}>{view.formLabel}</Link>
      </Text>
      {view.google ? (
        <Text>
          <Link href={view.google.url}>{view.google.label}</Link>
        </Text>
      ) : null}
      <Text style={{ color: '#555555', fontSize: '13px' }}>
        {view.company}
        <br />
        {view.postalAddress}
        <br />
        <Link href={view.unsubscribeUrl}>{view.unsubscribeLabel}</Link>
      </Text>
    </EmailLayout>
  );
}

/** The office's alert of a low rating: who, how many stars, their words (as text). */
export function LowRatingEmail(view: LowRatingEmailView) {
  return (
    <EmailLayout preview={view.subject}>
      <Text>
        {view.leadName} rated the job {view.rating}/5, as “{view.displayName}”.
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{view.text}</Text>
      <Text>
        <Link href={view.adminUrl}>Open the reviews</Link>
      </Text>
    </EmailLayout>
  );
}
