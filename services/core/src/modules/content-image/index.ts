export { contentImageJobHandlers, pruneContentOriginals } from './content-image.handlers';
export { contentImageJobs } from './content-image.jobs';
export { parseContentImagePath, storeContentImage, type ContentImageStoreDeps } from './content-image.service';
