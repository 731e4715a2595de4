import { defineEntity, p } from '@mikro-orm/core';
import { idColumn, timestampColumns } from '../shared';

const ProjectSchema = defineEntity({
  name: 'Project',
  tableName: 'projects',
  properties: {
    ...idColumn,
    title: p.string(),
    description: p.text(),
    category: p.string(),
    image: p.string().length(2048),
    ...timestampColumns,
  },
});
export class Project extends ProjectSchema.class {}
ProjectSchema.setClass(Project);
export { ProjectSchema };
