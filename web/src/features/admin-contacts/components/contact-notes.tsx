import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { leadNoteInput, noteKinds, type NoteKind } from '@northrock/core/browser';
import { useToast } from '~/components/ui/toast';
import { FormFields } from '~/features/admin-kit/components/form-field';
import { useZodForm } from '~/features/admin-kit/hooks/use-zod-form';
import type { FieldSpec } from '~/features/admin-kit/lib/field-spec';
import { formatDateTime } from '~/features/admin-kit/lib/format';
import { isSessionEnded, serverDetail } from '~/features/admin-kit/lib/server-error';
import { addContactNoteMutation } from '../api/add-contact-note.mutation';
import type { ContactLead } from '../api/contact-page.query';

const noteFields: FieldSpec[] = [{ kind: 'textarea', name: 'body', label: 'Add a note', rows: 2 }];

/** What a note records; a call, e-mail or visit answers the lead (its clock stops). */
const noteKindLabels: Record<NoteKind, string> = { note: 'Note', call: 'Call made', email: 'E-mail sent', visit: 'Visit' };

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
                {note.kind !== 'note' ? <>{noteKindLabels[note.kind]} · </> : null}
                <strong>{note.author}</strong> · <time dateTime={note.created_at}>{formatDateTime(note.created_at)}</time>
              </p>
              <p className="contact-notes__body">{note.body}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {/* An erased lead takes no new note (the server answers 422). */}
      {lead.erased_at ? null : (
        <NoteForm
          key={formKey}
          onSubmit={async (body, kind) => {
            try {
              await addNote({ variables: { id: lead.id, input: { body, kind } } });
            } catch (err) {
              if (!isSessionEnded(err)) toast.error(serverDetail(err) ?? 'Failed to add note');
              return;
            }
            toast.success('Note added');
            setFormKey((k) => k + 1);
            await onAdded();
          }}
        />
      )}
    </section>
  );
}

function NoteForm({ onSubmit }: { onSubmit(body: string, kind: NoteKind): Promise<void> }) {
  const form = useZodForm(leadNoteInput, { body: '' });
  const [busy, setBusy] = useState(false);
  const [kind, setKind] = useState<NoteKind>('note');
  const kindId = useId();
  return (
    <form
      className="contact-notes__form"
      noValidate
      onSubmit={form.handleSubmit(async ({ body }) => {
        setBusy(true);
        await onSubmit(body, kind).finally(() => setBusy(false));
      })}
    >
      <div className="field">
        <label htmlFor={kindId}>Kind</label>
        <select id={kindId} value={kind} onChange={(e) => setKind(e.target.value as NoteKind)}>
          {noteKinds.map((k) => (
            <option key={k} value={k}>
              {noteKindLabels[k]}
            </option>
          ))}
        </select>
      </div>
      <FormFields form={form} schema={leadNoteInput} fields={noteFields} />
      <button type="submit" className="btn btn-outline btn-sm" disabled={busy}>
        Add Note
      </button>
    </form>
  );
}
