import { projectInput } from '@northrock/core/browser';
import { CrudPage } from '~/features/admin-kit/components/crud-page';
import { ItemCard } from '~/features/admin-kit/components/item-card';
import { crudDocs } from '~/features/admin-kit/hooks/use-crud-resource';
import { entityTexts } from '~/features/admin-kit/lib/entity-texts';
import type { FieldSpec } from '~/features/admin-kit/lib/field-spec';
import { createProjectMutation } from '../api/create-project.mutation';
import { deleteProjectMutation } from '../api/delete-project.mutation';
import { adminProjectsQuery } from '../api/project-list.query';
import { updateProjectMutation } from '../api/update-project.mutation';

export const projectTexts = entityTexts('Project', 'Projects');

const projectFields: FieldSpec[] = [
  { kind: 'text', name: 'title', label: 'Title' },
  { kind: 'textarea', name: 'description', label: 'Description', rows: 4 },
  { kind: 'text', name: 'category', label: 'Category', hint: 'For example Stabilization, Replacement or Rebuild' },
  { kind: 'image', name: 'image', label: 'Image URL' },
];

const docs = crudDocs(adminProjectsQuery, (d) => d.adminProjects, createProjectMutation, updateProjectMutation, deleteProjectMutation);

export function ProjectsPage() {
  return (
    <CrudPage
      texts={projectTexts}
      historyType="Project"
      schema={projectInput}
      fields={projectFields}
      docs={docs}
      renderItem={(p, nameId) => <ItemCard nameId={nameId} title={p.title} image={p.image} meta={p.category} text={p.description} />}
    />
  );
}
