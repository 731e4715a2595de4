import { data } from 'react-router';
import { reviewFormInput } from '@northrock/core/browser';
import { brand } from '@northrock/core/browser';
import { webContext } from '~/app/load-context';
import { ReviewPage } from '~/features/review/components/review-page';
import { reviewFormQuery } from '~/features/review/api/review-form.query';
import { submitReviewMutation } from '~/features/review/api/submit-review.mutation';
import { linkProblemOf, linkProblemStatus, reviewText, type LinkProblem } from '~/features/review/content';
import { localeOfPath } from '~/lib/locale';
import { useLocale } from '~/lib/use-locale';
import type { Route } from './+types/review';

/**
 * The review form behind the signed link of a review request (`/review`, `/fr/avis`): no account,
 * a plain form posted to the page (works without JavaScript). A refused link (not ours,
 * expired, spent) gets a clear page with its status, and nothing is stored.
 */

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? '';

export async function loader({ context, request }: Route.LoaderArgs) {
  try {
    const { reviewForm } = await context.get(webContext).graphql(reviewFormQuery, { token: tokenOf(request) });
    return { form: reviewForm, problem: null };
  } catch (err) {
    const problem = linkProblemOf(err);
    return data({ form: null, problem }, { status: linkProblemStatus[problem] });
  }
}

type Values = Record<'rating' | 'text' | 'display_name', string> & { consent: boolean };
type ActionResult = { sent: true } | { sent: false; problem: LinkProblem | null; errors: string[]; values: Values };

export async function action({ context, request }: Route.ActionArgs): Promise<ReturnType<typeof data<ActionResult>>> {
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? '');
  const values: Values = { rating: field('rating'), text: field('text'), display_name: field('display_name'), consent: form.get('consent') === 'on' };
  const parsed = reviewFormInput.safeParse(values);
  if (!parsed.success) {
    const errors = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))];
    return data({ sent: false, problem: null, errors, values }, { status: 422 });
  }
  try {
    await context.get(webContext).graphql(submitReviewMutation, { token: tokenOf(request), input: parsed.data });
    return data({ sent: true });
  } catch (err) {
    const problem = linkProblemOf(err);
    return data({ sent: false, problem, errors: [], values }, { status: linkProblemStatus[problem] });
  }
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${reviewText[localeOfPath(location.pathname)].title} | ${brand.shortName}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  const t = reviewText[useLocale()];
  const problem = (actionData && !actionData.sent && actionData.problem) || loaderData.problem;
  const earlier = loaderData.form?.review;
  const values: Values =
    actionData && !actionData.sent
      ? actionData.values
      : {
          rating: earlier ? String(earlier.rating) : '',
          text: earlier?.text ?? '',
          display_name: earlier?.display_name ?? '',
          consent: earlier?.consent ?? false,
        };
  const errors = actionData && !actionData.sent ? actionData.errors : [];
  return (
    <ReviewPage title={t.title} lead={t.lead}>
      {actionData?.sent ? (
        <p role="status" data-testid="review-sent">
          {t.sent}
        </p>
      ) : problem ? (
        <p role="alert" data-testid="review-problem">
          {t.problems[problem]}
        </p>
      ) : (
        <form method="post" noValidate>
          {errors.length > 0 && (
            <ul role="alert" className="form-errors">
              {errors.map((e) => (
                <li key={e}>{t.fieldErrors[e] ?? e}</li>
              ))}
            </ul>
          )}
          {earlier && <p>{t.replaceNote}</p>}
          <fieldset>
            <legend>{t.rating}</legend>
            {[5, 4, 3, 2, 1].map((n) => (
              <label key={n} className="radio">
                <input type="radio" name="rating" value={n} defaultChecked={values.rating === String(n)} required /> {t.stars(n)}
              </label>
            ))}
          </fieldset>
          <label>
            {t.text}
            <textarea name="text" rows={6} maxLength={2000} required defaultValue={values.text} />
          </label>
          <label>
            {t.displayName}
            <input name="display_name" maxLength={120} required defaultValue={values.display_name} placeholder={t.displayNameHint} />
          </label>
          <label className="checkbox">
            <input type="checkbox" name="consent" defaultChecked={values.consent} /> {t.consent}
          </label>
          <button type="submit" className="btn btn--primary">
            {t.send}
          </button>
        </form>
      )}
      {loaderData.form?.google_review_url && !problem && (
        <p>
          <a href={loaderData.form.google_review_url} rel="noopener noreferrer">
            {t.google}
          </a>
        </p>
      )}
    </ReviewPage>
  );
}
