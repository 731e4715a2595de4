import { EstimateActions } from '~/components/sections/estimate-actions';
import { useTranslator } from '~/i18n/translator';

/** Closing call to action. */
export function CtaBand({ title, text, buttonLabel }: { title?: string; text?: string; buttonLabel?: string }) {
  const t = useTranslator();
  return (
    <section className="cta-band">
      <div className="container">
        <h2>{title ?? t('sections.ctaTitle')}</h2>
        <p>{text ?? t('sections.ctaText')}</p>
        <EstimateActions label={buttonLabel} light />
      </div>
    </section>
  );
}
