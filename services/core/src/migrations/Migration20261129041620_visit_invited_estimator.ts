import { Migration } from '@mikro-orm/migrations';

/**
 * Who a visit's last invitation went to (`visits.invited_estimator_id`): when a move gives the
 * visit to another estimator, the one it was taken from gets a CANCEL. Visits invited before
 * this column were invited to their estimator of now.
 */
export class Migration20261129041620_visit_invited_estimator extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "visits" add "invited_estimator_id" int null');
    this.addSql('update "visits" set "invited_estimator_id" = "estimator_id" where "invited_sequence" is not null');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "visits" drop column "invited_estimator_id"');
  }
}
