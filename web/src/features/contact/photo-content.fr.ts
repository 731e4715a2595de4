import type { Translation } from '~/lib/locale';
import type { photoMessages as enPhotoMessages } from './photo-content';

export const photoMessages: Translation<typeof enPhotoMessages> = {
  preparing: 'Préparation…',
  waiting: 'En attente de connexion…',
  uploaded: 'Envoyée',
  progress: (percent: number) => `${percent} %`,
  remove: (name: string) => `Retirer ${name}`,
  failed: (name: string, detail: string) => `${name} : ${detail}`,
  stillUploading: 'Vos photos sont encore en cours d’envoi : gardez cette page ouverte',
  savedOffline: 'Enregistrée sur votre téléphone : elle sera envoyée dès que vous serez de nouveau en ligne',
};
