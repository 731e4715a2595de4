import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { leadReplyInput } from '@northrock/core/browser';
import { useToast } from '~/components/ui/toast';
import { AdminDialog } from '~/features/admin-kit/components/admin-dialog';
import { FormFields } from '~/features/admin-kit/components/form-field';
import { useZodForm } from '~/features/admin-kit/hooks/use-zod-form';
import type { FieldSpec } from '~/features/admin-kit/lib/field-spec';
import { isSessionEnded, serverDetail, serverFieldErrors } from '~/features/admin-kit/lib/server-error';
import { contactReplyDraftQuery } from '../api/contact-reply-draft.query';
import { replyTemplateChoicesQuery } from '../api/reply-template-choices.query';
import { replyToContactMutation } from '../api/reply-to-contact.mutation';

const replyForm = leadReplyInput.pick({ subject: true, body: true });
const fields: FieldSpec[] = [
  { kind: 'text', name: 'subject', label: 'Subject' },
  {
    kind: 'textarea',
    name: 'body',
    label: 'Message',
    rows: 10,
    hint: "The company's name, phone and e-mail are added below it. The homeowner's answer comes to the company's e-mail.",
  },
];

/** A v4 UUID; `crypto.randomUUID` exists only on secure pages (an office reaching the site by a LAN address has none). */
function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface ReplyDialogProps {
  /** `language`: the homeowner's (a French lead's reply starts from the templates' French). */
  lead: { id: number; name: string; email: string; language?: 'en' | 'fr' };
  onClose(): void;
  onSent(): Promise<unknown>;
}

/**
 * Writes a reply to the homeowner: pick a template (the first name and company filled in by the
 * server), edit, send. The dialog makes one client_id for its reply, so sending again after a lost
 * answer is the same reply on the server, never a second e-mail.
 */
export function ReplyDialog({ lead, onClose, onSent }: ReplyDialogProps) {
  const toast = useToast();
  const templateFieldId = useId();
  const [clientId] = useState(newClientId);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [language, setLanguage] = useState<'en' | 'fr'>(lead.language ?? 'en');
  const languageFieldId = useId();
  const form = useZodForm(replyForm, { subject: '', body: '' });
  const { setValue } = form;
  const choices = useQuery(replyTemplateChoicesQuery);
  const draft = useQuery(contactReplyDraftQuery, { variables: { id: lead.id, templateId, language }, fetchPolicy: 'network-only' });
  const [reply, { loading: sending }] = useMutation(replyToContactMutation);

  const drafted = draft.data?.contactReplyDraft;
  useEffect(() => {
    if (!drafted) return;
    setValue('subject', drafted.subject);
    // Picking a template starts the text over; "No template" keeps what was written.
    if (templateId !== null) setValue('body', drafted.body);
  }, [drafted, templateId, setValue]);
  const noFrench = templateId !== null && language === 'fr' && drafted?.language === 'en';

  const send = form.handleSubmit(async ({ subject, body }) => {
    try {
      await reply({ variables: { id: lead.id, input: { client_id: clientId, subject, body } } });
    } catch (err) {
      if (isSessionEnded(err)) return;
      form.setServerErrors(serverFieldErrors(err));
      toast.error(serverDetail(err) ?? 'Failed to send the reply');
      return;
    }
    toast.success(`Reply queued: it is e-mailed to ${lead.email}`);
    onClose();
    await onSent();
  });

  return (
    <AdminDialog title={`Reply to ${lead.name}`} onClose={onClose}>
      <form className="admin-form" noValidate onSubmit={send} aria-busy={sending}>
        <p>To: {lead.email}</p>
        <div className="field">
          <label htmlFor={templateFieldId}>Template</label>
          <select
            id={templateFieldId}
            value={templateId ?? ''}
            disabled={!choices.data}
            onChange={(e) => setTemplateId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">No template</option>
            {choices.data?.replyTemplateChoices.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={languageFieldId}>Language</label>
          <select id={languageFieldId} value={language} onChange={(e) => setLanguage(e.target.value === 'fr' ? 'fr' : 'en')}>
            <option value="en">English</option>
            <option value="fr">French</option>
          </select>
          {lead.language === 'fr' ? <p className="field__hint">The homeowner prefers French.</p> : null}
          {noFrench ? <p className="field__hint">This template has no French version yet: its English is shown.</p> : null}
        </div>
        {draft.error ? <p className="contact-card__error">{serverDetail(draft.error) ?? 'Could not load the template'}</p> : null}
        <FormFields form={form} schema={replyForm} fields={fields} />
        <div className="admin-form__actions">
          <button type="button" className="btn btn-outline btn-sm" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary btn-sm" disabled={sending || draft.loading}>
            {sending ? 'Sending...' : 'Send reply'}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}
