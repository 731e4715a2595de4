export { AppMeta, metaEntities } from './app-meta.entity';
export { installId } from './install.service';
