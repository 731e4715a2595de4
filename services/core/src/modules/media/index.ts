export { type ContentImageVariant, type ImageProcessor, type ImageVariant } from './image-processor';
export {
  contentVariantKey,
  contentVariantKeys,
  contentVariantPath,
  largestVariantWidth,
  variantContentTypes,
  variantFormats,
  variantSources,
  variantWidths,
  type VariantFormat,
  type VariantWidth,
} from './image-variants';
export {
  mediaKeys,
  mediaPath,
  parseContentPath,
  parseOriginalKey,
  parseOriginalPath,
  parseUploadPath,
  parseVariantPath,
  uploadPath,
  uploadedPathPattern,
} from './media-paths';
