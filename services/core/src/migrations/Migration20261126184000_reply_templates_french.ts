import { Migration } from '@mikro-orm/migrations';

/** The French of the three seeded reply templates (Migration20261126163000_reply_templates), matched by their English title. */
const french = [
  {
    title: "Thanks, we'll call you today",
    title_fr: 'Merci, nous vous appelons aujourd’hui',
    body_fr:
      'Bonjour {name},\n\nMerci pour votre demande. Nous vous appellerons aujourd’hui pour parler de votre projet et trouver un moment qui vous convient.\n\n' +
      'Si un autre moment ou un autre numéro vous convient mieux, répondez simplement à ce courriel.',
  },
  {
    title: 'Can you send a photo of ...',
    title_fr: 'Pouvez-vous nous envoyer une photo de ...',
    body_fr:
      'Bonjour {name},\n\nMerci d’avoir communiqué avec {company}. Pour que nous puissions examiner les travaux avant notre visite, pourriez-vous nous envoyer une photo de ...?\n\n' +
      'Vous pouvez répondre à ce courriel en joignant les photos.',
  },
  {
    title: 'Booking your free estimate',
    title_fr: 'Prendre rendez-vous pour votre estimation gratuite',
    body_fr:
      'Bonjour {name},\n\nMerci pour votre demande. Nous aimerions fixer votre estimation gratuite : un estimateur se rend sur place, examine les travaux et ' +
      'vous remet une soumission écrite, sans engagement.\n\nLequel de ces moments vous convient : ...?',
  },
];

/** A SQL string literal (the texts above are this file's own, never input). */
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Reply templates in French: picked by default when replying to a lead who wrote in French. */
export class Migration20261126184000_reply_templates_french extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "reply_templates" add column "title_fr" varchar(100) null, add column "body_fr" text null');
    for (const t of french) {
      this.addSql(
        `update "reply_templates" set "title_fr" = ${quoted(t.title_fr)}, "body_fr" = ${quoted(t.body_fr)} where "title" = ${quoted(t.title)} and "body_fr" is null`,
      );
    }
  }

  override async down(): Promise<void> {
    this.addSql('alter table "reply_templates" drop column "title_fr", drop column "body_fr"');
  }
}
