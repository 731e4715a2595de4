import { EstimateActions } from '~/components/sections/estimate-actions';
import { pick } from '~/lib/locale';
import { useLocale } from '~/lib/use-locale';

const en = {
  title: 'Get your free foundation estimate',
  text: 'Send us a few photos and details and we will get back to you within 24 hours. Most estimates are done virtually, in hours to a couple of days.',
};
const fr: typeof en = {
  title: 'Obtenez votre estimation gratuite',
  text: 'Envoyez-nous quelques photos et détails : nous vous répondons en moins de 24 heures. La plupart des estimations se font à distance, en quelques heures ou deux jours.',
};

/** Closing call to action (its default texts in the page's language). */
export function CtaBand({ title, text, buttonLabel }: { title?: string; text?: string; buttonLabel?: string }) {
  const copy = pick({ en, fr }, useLocale());
  return (
    <section className="cta-band">
      <div className="container">
        <h2>{title ?? copy.title}</h2>
        <p>{text ?? copy.text}</p>
        <EstimateActions label={buttonLabel} light />
      </div>
    </section>
  );
}
