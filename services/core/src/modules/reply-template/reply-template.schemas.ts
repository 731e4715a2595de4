import { z } from 'zod';
import { frenchText, intLike, requiredText } from '../shared/fields.schemas';

/** What a reply template may say in braces: the homeowner's first name and the company's name. */
export const replyPlaceholders = ['name', 'company'] as const;
export type ReplyPlaceholder = (typeof replyPlaceholders)[number];

/** Every `{word}` of a text that is not one of `replyPlaceholders`. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(replyPlaceholders);
  return [...text.matchAll(/\{([^{}\s]*)\}/g)].map((m) => m[1]!).filter((word) => !known.has(word));
}

/**
 * Puts the homeowner's first name and the company's name in place of `{name}` and `{company}`.
 * Plain substitution, nothing is evaluated: an admin-edited template is text, never code.
 */
export function fillReplyPlaceholders(text: string, values: Record<ReplyPlaceholder, string>): string {
  return text.replace(/\{(name|company)\}/g, (_m, word: ReplyPlaceholder) => values[word]);
}

/** A zod refinement: `label`'s text holds no placeholder but `replyPlaceholders`. */
export const placeholdersKnown = (label: string) => (text: string, ctx: z.RefinementCtx) => {
  const unknown = unknownPlaceholders(text);
  if (unknown.length) {
    ctx.addIssue({
      code: 'custom',
      message: `${label} has an unknown placeholder {${unknown[0]}}: use ${replyPlaceholders.map((p) => `{${p}}`).join(' or ')}`,
    });
  }
};

/** A reply template (Settings, "Reply Templates"): its name in the picker and the text it starts a reply with. */
export const replyTemplateInput = z.strictObject({
  title: requiredText('Title', 100),
  body: requiredText('Body', 5000, 'multiline').superRefine(placeholdersKnown('Body')),
  title_fr: frenchText('Title', 100),
  body_fr: frenchText('Body', 5000, 'multiline').superRefine((text, ctx) => (text ? placeholdersKnown('Body (French)')(text, ctx) : undefined)),
  order: intLike('Order', 0),
});
