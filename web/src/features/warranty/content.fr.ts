// stub: copy (the English until the French copy of this feature is merged)
export { warrantyContent } from './content';
