import { Button, Heading, Section, Text } from '@react-email/components';
import type { ChaseEmailLead, ChaseEmailView } from '@northrock/core/lead-chase';
import { EmailLayout } from './layout';

const cell = { borderBottom: '1px solid #eeeeee', padding: '6px', verticalAlign: 'top' } as const;
const muted = { color: '#555555' };

function LeadRow({ lead }: { lead: ChaseEmailLead }) {
  return (
    <tr>
      <td style={cell}>{`${lead.name} (${lead.place})`}</td>
      <td style={cell}>{lead.subject}</td>
      <td style={cell}>{`${lead.phone}, ${lead.email}`}</td>
      <td style={cell}>{`Received ${lead.received}; ${lead.waiting}`}</td>
    </tr>
  );
}

/** A chase to the office: the owner's or the admins' reminder of an unanswered lead, a follow-up, or the opening-time digest. */
export function StaffChaseEmail(view: ChaseEmailView) {
  return (
    <EmailLayout preview={view.title}>
      <Heading as="h2" style={{ margin: '0 0 12px' }}>
        {view.title}
      </Heading>
      <Text>{view.intro}</Text>
      <table cellPadding={6} style={{ borderCollapse: 'collapse' }} data-text-format="dataTable">
        <tbody>
          {view.leads.map((lead, i) => (
            <LeadRow key={i} lead={lead} />
          ))}
        </tbody>
      </table>
      <Section style={{ margin: '16px 0' }}>
        <Button href={view.adminUrl} style={{ backgroundColor: '#1d3557', color: '#ffffff', padding: '10px 16px', borderRadius: '4px' }}>
          Open the leads
        </Button>
      </Section>
      <Text
        style={muted}
      >{`The chase stops as soon as someone answers: a status change, a call, e-mail or visit note, or a reply. Open the leads: ${view.adminUrl}`}</Text>
    </EmailLayout>
  );
}
