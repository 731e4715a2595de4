import type { Locale } from '~/lib/locale';

/** Why a signed link was refused, from the server's words: the page says it plainly and stores nothing. */
export type LinkProblem = 'invalid' | 'expired' | 'used' | 'busy';

export function linkProblemOf(err: unknown): LinkProblem {
  const message = err instanceof Error ? err.message : String(err);
  if (/expired/i.test(message)) return 'expired';
  if (/already been used|no longer in use/i.test(message)) return 'used';
  if (/too many/i.test(message)) return 'busy';
  return 'invalid';
}

export const linkProblemStatus: Record<LinkProblem, number> = { invalid: 404, expired: 404, used: 409, busy: 429 };

const en = {
  title: 'How did your job go?',
  lead: 'Your review helps the next homeowner choose a contractor. You decide how your name is shown.',
  rating: 'Your rating',
  stars: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
  text: 'Your review',
  displayName: 'Your name as shown',
  displayNameHint: 'For example: Marie G., Sudbury',
  consent: 'I agree that this review may be published on the website',
  send: 'Send my review',
  replaceNote: 'You already sent a review: sending again replaces it.',
  google: 'You can also review us on Google',
  sent: 'Thank you! Your review was received.',
  fieldErrors: {
    rating: 'Choose a rating from 1 to 5 stars.',
    text: 'Write a few words (at most 2,000 characters).',
    display_name: 'Say how your name should be shown (at most 120 characters).',
    consent: 'Tick or untick the consent box.',
  } as Record<string, string>,
  problems: {
    invalid: 'This review link is not valid. Please use the link in your e-mail, or call us.',
    expired: 'This review link has expired. Thank you for thinking of us: call us if you would like to tell us how it went.',
    used: 'This review link has already been used. Thank you for your review!',
    busy: 'Too many reviews were sent from this connection. Please try again in an hour.',
  } as Record<LinkProblem, string>,
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeLead: 'Stop receiving e-mails like review requests and reminders. Replies from our office about your own requests still reach you.',
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: 'Done: you will not receive e-mails like this again.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Please use the link in your e-mail.',
};

const fr: typeof en = {
  title: 'Comment s’est passé votre projet ?',
  lead: 'Votre avis aide le prochain propriétaire à choisir un entrepreneur. Vous choisissez comment votre nom est affiché.',
  rating: 'Votre note',
  stars: (n: number) => `${n} ${n === 1 ? 'étoile' : 'étoiles'}`,
  text: 'Votre avis',
  displayName: 'Votre nom tel qu’affiché',
  displayNameHint: 'Par exemple : Marie G., Sudbury',
  consent: 'J’accepte que cet avis soit publié sur le site',
  send: 'Envoyer mon avis',
  replaceNote: 'Vous avez déjà envoyé un avis : l’envoyer de nouveau le remplace.',
  google: 'Vous pouvez aussi donner votre avis sur Google',
  sent: 'Merci! Votre avis a bien été reçu.',
  fieldErrors: {
    rating: 'Choisissez une note de 1 à 5 étoiles.',
    text: 'Écrivez quelques mots (au plus 2 000 caractères).',
    display_name: 'Indiquez comment afficher votre nom (au plus 120 caractères).',
    consent: 'Cochez ou décochez la case de consentement.',
  },
  problems: {
    invalid: 'Ce lien d’avis n’est pas valide. Utilisez le lien de votre courriel, ou appelez-nous.',
    expired: 'Ce lien d’avis a expiré. Merci d’avoir pensé à nous : appelez-nous si vous voulez nous dire comment cela s’est passé.',
    used: 'Ce lien d’avis a déjà été utilisé. Merci pour votre avis!',
    busy: 'Trop d’avis ont été envoyés depuis cette connexion. Réessayez dans une heure.',
  },
  unsubscribeTitle: 'Désabonnement',
  unsubscribeLead:
    'Ne plus recevoir de courriels comme les demandes d’avis et leurs rappels. Les réponses de notre bureau à vos propres demandes vous parviennent toujours.',
  unsubscribeButton: 'Me désabonner',
  unsubscribed: 'C’est fait : vous ne recevrez plus de courriels de ce genre.',
  unsubscribeInvalid: 'Ce lien de désabonnement n’est pas valide. Utilisez le lien de votre courriel.',
};

/** The review and unsubscribe pages' words, per language. */
export const reviewText: Record<Locale, typeof en> = { en, fr };
