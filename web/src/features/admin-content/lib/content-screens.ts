import { contentCatalogue, type ContentCard, type ContentDeclaration, type FieldSpec } from '@northrock/core/browser';

/** A content type whose back office screen is the generic one, with its fields and card. */
export interface GenericContentScreen {
  type: ContentDeclaration;
  fields: readonly FieldSpec[];
  card: ContentCard;
}

/** Every content type the registry gives the generic screen, in sidebar order. */
export const genericContentScreens: GenericContentScreen[] = (contentCatalogue as readonly ContentDeclaration[]).flatMap((type) =>
  type.screen.kind === 'generic' ? [{ type, fields: type.screen.fields, card: type.screen.card }] : [],
);

/** The generic screen at this address (`/admin/materials`), if it is one. */
export const genericContentScreenAt = (pathname: string): GenericContentScreen | undefined =>
  genericContentScreens.find(({ type }) => pathname === type.nav.path || pathname.startsWith(`${type.nav.path}/`));
