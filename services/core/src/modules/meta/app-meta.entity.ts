import { defineEntity, p } from '@mikro-orm/core';

/** Key/value facts about the installation itself (e.g. when the seed ran). */
const AppMetaSchema = defineEntity({
  name: 'AppMeta',
  tableName: 'app_meta',
  properties: {
    key: p.string().length(100).primary(),
    value: p.json<unknown>(),
    updated_at: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export class AppMeta extends AppMetaSchema.class {}
AppMetaSchema.setClass(AppMeta);

/** The entities this module maps (services/core/src/registry hands them to the ORM). */
export const metaEntities = [AppMetaSchema];
