import { useTranslator } from '~/i18n/translator';

/** Placeholder shown until a section's data arrives (docs/product.md §2.3, §4, §8), in the page's language by default. */
export function Loading({ text }: { text?: string }) {
  const t = useTranslator();
  return (
    <p className="loading" role="status">
      {text ?? t('loading.page')}
    </p>
  );
}
