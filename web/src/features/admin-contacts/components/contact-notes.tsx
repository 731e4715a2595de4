import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { leadNoteInput } from '@northrock/core/browser';
import { useToast } from '~/components/ui/toast';
import { FormFields } from '~/features/admin-kit/components/form-field';
import { useZodForm } from '~/features/admin-kit/hooks/use-zod-form';
import type { FieldSpec } from '~/features/admin-kit/lib/field-spec';
import { formatDateTime } from '~/features/admin-kit/lib/format';
import { isSessionEnded, serverDetail } from '~/features/admin-kit/lib/server-error';
import { addContactNoteMutation } from '../api/add-contact-note.mutation';
import type { ContactLead } from '../api/contact-page.query';

const noteFields: FieldSpec[] = [{ kind: 'textarea', name: 'body', label: 'Add a note', rows: 2 }];

/** Internal notes on a lead (beyond docs/product.md): who wrote what, when; append-only. */
export function ContactNotes({ lead, onAdded }: { lead: ContactLead; onAdded(): Promise<unknown> }) {
  const headingId = useId();
  const toast = useToast();
  const [addNote] = useMutation(addContactNoteMutation);
  const [formKey, setFormKey] = useState(0);

  return (
    <section className="contact-notes" aria-labelledby={headingId}>
      <h4 id={headingId}>Notes ({lead.notes.length})</h4>
      {lead.notes.length ? (
        <ol className="admin-list contact-notes__list">
          {lead.notes.map((note) => (
            <li key={note.id}>
              <p className="contact-notes__meta">
                <strong>{note.author}</strong> · <time dateTime={note.created_at}>{formatDateTime(note.created_at)}</time>
              </p>
              <p className="contact-notes__body">{note.body}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <NoteForm
        key={formKey}
        onSubmit={async (body) => {
          try {
            await addNote({ variables: { id: lead.id, input: { body } } });
          } catch (err) {
            if (!isSessionEnded(err)) toast.error(serverDetail(err) ?? 'Failed to add note');
            return;
          }
          toast.success('Note added');
          setFormKey((k) => k + 1);
          await onAdded();
        }}
      />
    </section>
  );
}

function NoteForm({ onSubmit }: { onSubmit(body: string): Promise<void> }) {
  const form = useZodForm(leadNoteInput, { body: '' });
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="contact-notes__form"
      noValidate
      onSubmit={form.handleSubmit(async ({ body }) => {
        setBusy(true);
        await onSubmit(body).finally(() => setBusy(false));
      })}
    >
      <FormFields form={form} schema={leadNoteInput} fields={noteFields} />
      <button type="submit" className="btn btn-outline btn-sm" disabled={busy}>
        Add Note
      </button>
    </form>
  );
}
