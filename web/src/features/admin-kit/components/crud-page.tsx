import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { missingFrench } from '@northrock/core/browser';
import { useToast } from '~/components/ui/toast';
import { useCrudResource, type CrudDocuments } from '../hooks/use-crud-resource';
import type { EntityTexts } from '../lib/entity-texts';
import { initialValues, type FieldSpec } from '../lib/field-spec';
import { isSessionEnded, serverDetail, serverFieldErrors } from '../lib/server-error';
import { AdminDialog } from './admin-dialog';
import { Badge } from './badge';
import { EntityForm } from './entity-form';
import { LoadState } from './load-state';

export interface CrudPageProps<TData, Item extends { id: number }, S extends z.ZodObject> {
  texts: EntityTexts;
  schema: S;
  fields: readonly FieldSpec[];
  /** The list query and the create/update/delete mutations. */
  docs: CrudDocuments<TData, Item>;
  /**
   * The card's content above its Edit and Delete buttons; the element holding the item's name
   * gets `nameId`, which describes both buttons ("Edit", "Exterior Waterproofing").
   */
  renderItem(item: Item, nameId: string): ReactNode;
  /** `grid` lays the cards out in two columns (video reels). */
  layout?: 'list' | 'grid';
  /** The item type the activity history names (`Service`): the Edit dialog links to the item's history. */
  historyType?: string;
}

type DialogState<Item> = { mode: 'create' } | { mode: 'edit'; item: Item } | null;

/**
 * A content screen (docs/product.md §2.4): the list with Edit and Delete on each item, an Add button, and
 * the Add/Edit dialog. Saves and deletes show the product contract's toasts and reload the list.
 */
export function CrudPage<TData, Item extends { id: number }, S extends z.ZodObject>({
  texts,
  schema,
  fields,
  docs,
  renderItem,
  layout = 'list',
  historyType,
}: CrudPageProps<TData, Item, S>) {
  const resource = useCrudResource(docs);
  const toast = useToast();
  const headingId = useId();
  const [dialog, setDialog] = useState<DialogState<Item>>(null);
  const editing = dialog?.mode === 'edit' ? dialog.item : null;
  const close = () => setDialog(null);
  const translatable = fields.some((f) => 'french' in f && f.french);

  async function save(data: z.output<S>) {
    try {
      if (editing) await resource.update(editing.id, data);
      else await resource.create(data);
    } catch (err) {
      if (!isSessionEnded(err)) toast.error(serverDetail(err) ?? texts.saveFailed);
      return serverFieldErrors(err);
    }
    toast.success(editing ? texts.updated : texts.created);
    close();
    await resource.refetch().catch(() => undefined);
  }

  async function remove(item: Item) {
    if (!window.confirm(texts.confirmDelete)) return;
    try {
      await resource.remove(item.id);
    } catch (err) {
      if (!isSessionEnded(err)) toast.error(texts.deleteFailed);
      return;
    }
    toast.success(texts.deleted);
    await resource.refetch().catch(() => undefined);
  }

  let body: ReactNode = null;
  if (resource.items?.length === 0) {
    body = <p className="admin-state">{texts.empty}</p>;
  } else if (resource.items) {
    body = (
      <ul className={`admin-items admin-items--${layout}`} aria-labelledby={headingId}>
        {resource.items.map((item) => {
          const nameId = `${headingId}-item-${item.id}`;
          return (
            <li key={item.id} className="admin-card">
              <div className="admin-card__body">
                {renderItem(item, nameId)}
                {translatable ? <FrenchState item={item} /> : null}
              </div>
              <div className="admin-card__actions">
                <button type="button" className="btn btn-outline btn-sm" aria-describedby={nameId} onClick={() => setDialog({ mode: 'edit', item })}>
                  Edit
                </button>
                <button type="button" className="btn btn-danger btn-sm" aria-describedby={nameId} onClick={() => void remove(item)}>
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <div className="admin-section__head">
        <h2 id={headingId}>{texts.heading}</h2>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setDialog({ mode: 'create' })}>
          {texts.addButton}
        </button>
      </div>
      <LoadState ready={Boolean(resource.items)} loading={resource.loading} error={resource.error} loadingText={texts.loading}>
        {body}
      </LoadState>
      {dialog ? (
        <AdminDialog title={editing ? texts.editTitle : texts.addTitle} onClose={close}>
          {editing && historyType ? (
            <p className="admin-dialog__links">
              <Link to={`/admin/activity?type=${historyType}&id=${editing.id}`}>History</Link>
              <span className="field__hint"> (earlier versions, who changed what)</span>
            </p>
          ) : null}
          <EntityForm
            schema={schema}
            fields={fields}
            initial={initialValues(schema, fields, editing as Record<string, unknown> | null)}
            submitLabel={editing ? 'Update' : 'Create'}
            onSubmit={save}
            onCancel={close}
          />
        </AdminDialog>
      ) : null}
    </section>
  );
}

/** Which visible texts of an item have no French yet (French pages show their English meanwhile). */
function FrenchState({ item }: { item: object }) {
  const missing = missingFrench(item);
  if (!missing.length) return null;
  return (
    <p className="admin-card__meta" data-french="missing">
      <Badge color="grey">French missing</Badge> <span className="field__hint">{missing.join(', ').replace(/_/g, ' ')}</span>
    </p>
  );
}
