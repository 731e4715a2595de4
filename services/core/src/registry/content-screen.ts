/**
 * What the back office's one generic content screen (web/src/features/admin-content) is built
 * from: the fields of the type's form (the rules come from its zod schema, not from here) and
 * what each item's card shows. Browser-safe: types only.
 */

/** Marks a text field as having a French twin (`<name>_fr` in the schema), edited beside it. */
interface Translatable {
  french?: boolean;
}

/** One input of a content form. */
export type FieldSpec =
  | ({ kind: 'text'; name: string; label: string; type?: 'text' | 'email' | 'tel' | 'url' | 'password'; hint?: string; autoComplete?: string } & Translatable)
  | ({ kind: 'textarea'; name: string; label: string; rows: number; hint?: string } & Translatable)
  | { kind: 'number'; name: string; label: string; min?: number; max?: number; hint?: string }
  | { kind: 'checkbox'; name: string; label: string; hint?: string }
  | { kind: 'image'; name: string; label: string; hint?: string }
  | ({ kind: 'richtext'; name: string; label: string; hint?: string } & Translatable)
  | { kind: 'select'; name: string; label: string; options: readonly { value: string; label: string }[]; hint?: string };

/** What an item's card on the list shows, by field name. */
export interface ContentCard {
  /** The card's heading (it also names the item's Edit and Delete buttons). */
  title: string;
  /** A thumbnail beside the text. */
  image?: string;
  /** A line under the heading: the field's value after `prefix` ("Order 3"). */
  meta?: { field: string; prefix?: string };
  text?: string;
}

/**
 * The type's back office screen: the generic one from `fields` and `card`, or `custom` (the
 * web's own component, listed in web/src/app/routes.ts) with the reason it needs one.
 */
export type ContentScreen = { kind: 'generic'; fields: readonly FieldSpec[]; card: ContentCard } | { kind: 'custom'; why: string };
