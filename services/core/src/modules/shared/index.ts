export { bumpVersionOnContentWrites } from './content-writes';
export { defineCrud, type Crud } from './crud.service';
export { toCsv, type CsvValue } from './csv';
export { idColumn, timestampColumns } from './entity-fields';
export { idParam } from './fields.schemas';
export { recordSchema } from './record';
export { controlCharacterField, hasControlCharacters, refuseControlCharacters, unknownFields, validate } from './validate';
export { frenchText, localeQueryInput, locales, type Locale } from './fields.schemas';
export { inLocale, isFrenchTwin, keepFrench, missingFrench } from './locale';
