import { Fragment } from 'react';
import { Link, Text } from '@react-email/components';
import type { ReplyEmailView } from '@northrock/core/lead-reply';
import { EmailLayout } from './layout';

/** A reply from the office: its text as written (paragraphs and line breaks kept), then the company's details. */
export function LeadReplyEmail(view: ReplyEmailView) {
  const preview = view.paragraphs[0]?.join(' ').slice(0, 120) ?? view.company;
  return (
    <EmailLayout preview={preview}>
      {view.paragraphs.map((lines, i) => (
        <Text key={i}>
          {lines.map((line, j) => (
            <Fragment key={j}>
              {j > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </Text>
      ))}
      <Text style={{ color: '#555555' }}>
        {view.company}
        <br />
        <Link href={view.phoneHref}>{view.phone}</Link>
        <br />
        {view.email}
      </Text>
    </EmailLayout>
  );
}
