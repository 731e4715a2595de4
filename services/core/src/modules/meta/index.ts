export { AppMeta, metaEntities } from './app-meta.entity';
export { installId, renewInstallId } from './install.service';
