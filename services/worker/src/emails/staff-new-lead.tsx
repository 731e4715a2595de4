import { Button, Heading, Img, Link, Section, Text } from '@react-email/components';
import { Fragment } from 'react';
import type { StaffEmailPhoto, StaffEmailView } from '@northrock/core/lead-pipeline';
import { EmailLayout } from './layout';

const cell = { borderBottom: '1px solid #eeeeee', padding: '6px', verticalAlign: 'top' } as const;
const muted = { color: '#555555' };

function Photo({ photo }: { photo: StaffEmailPhoto }) {
  if (photo.state === 'unreadable') return <Text>{`Photo ${photo.n}: could not be read (${photo.error})`}</Text>;
  if (photo.state === 'missing') return <Text>{`Photo ${photo.n}: not available`}</Text>;
  const img = <Img src={photo.src} alt={`Photo ${photo.n}`} width="200" style={{ maxWidth: '200px', border: '1px solid #cccccc' }} />;
  return (
    <Section style={{ display: 'inline-block', margin: '4px' }}>
      {photo.href ? (
        <Link href={photo.href} data-skip-in-text="true">
          {img}
        </Link>
      ) : (
        img
      )}
      <Text style={{ margin: '2px 0', fontSize: '13px' }}>
        {`Photo ${photo.n}: `}
        {photo.href ? <Link href={photo.href}>full size</Link> : 'thumbnail only'}
      </Text>
    </Section>
  );
}

/** The new-lead e-mail to the office: every field, the photos inline, a button to the admin. */
export function StaffNewLeadEmail(view: StaffEmailView) {
  const title = `New estimate request: ${view.name} (${view.place})`;
  return (
    <EmailLayout preview={title}>
      <Heading as="h2" style={{ margin: '0 0 12px' }}>
        {title}
      </Heading>
      <table cellPadding={6} style={{ borderCollapse: 'collapse' }} data-text-format="dataTable">
        <tbody>
          {view.fields.map((f) => (
            <tr key={f.label}>
              <th align="left" style={cell}>
                {`${f.label}:`}
              </th>
              <td style={cell}>
                {f.value.split('\n').map((line, i) => (
                  <Fragment key={i}>
                    {i > 0 ? <br /> : null}
                    {line}
                  </Fragment>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Heading as="h3">{`Photos (${view.photoCount})`}</Heading>
      {view.photoCount === 0 && !view.comingNote ? <Text>No photos attached.</Text> : null}
      {view.photos.length ? (
        <Section>
          {view.photos.map((p) => (
            <Photo key={p.n} photo={p} />
          ))}
        </Section>
      ) : null}
      {view.processingNote ? <Text>{view.processingNote}</Text> : null}
      {view.comingNote ? <Text>{view.comingNote}</Text> : null}
      {view.missingNote ? <Text>{view.missingNote}</Text> : null}
      <Section style={{ margin: '16px 0' }}>
        <Button href={view.adminUrl} style={{ backgroundColor: '#1d3557', color: '#ffffff', padding: '10px 16px', borderRadius: '4px' }}>
          Open in the admin contacts page
        </Button>
      </Section>
      <Text style={muted}>{`Reply to this email to answer ${view.name} directly. Open the lead: ${view.adminUrl}`}</Text>
      <Text style={muted}>{`The homeowner was promised contact ${view.responsePromise}.`}</Text>
    </EmailLayout>
  );
}
