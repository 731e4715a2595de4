import { EstimateActions } from '~/components/sections/estimate-actions';
import { estimateLink } from '~/config/site-nav';

/** Closing call to action. */
export function CtaBand({
  title = 'Get your free foundation estimate',
  text = 'Send us a few photos and details and we will get back to you within 24 hours. Most estimates are done virtually, in hours to a couple of days.',
  buttonLabel = estimateLink.label,
}: {
  title?: string;
  text?: string;
  buttonLabel?: string;
}) {
  return (
    <section className="cta-band">
      <div className="container">
        <h2>{title}</h2>
        <p>{text}</p>
        <EstimateActions label={buttonLabel} light />
      </div>
    </section>
  );
}
