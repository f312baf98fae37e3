import { MigrationInterface, QueryRunner } from 'typeorm';
import { lookAlikeKey } from '../apps/api/src/common/text/display-text';

/**
 * Player name keys now fold invisible and look-alike characters (issue 12): existing keys are
 * recomputed so lookups by name keep finding them. A player whose new key would collide with
 * another of the same event keeps the old key (both registrations stay as they were).
 */
export class PlayerLookAlikeKeys1796170512345 implements MigrationInterface {
  name = 'PlayerLookAlikeKeys1796170512345';

  async up(queryRunner: QueryRunner): Promise<void> {
    const rows: { id: string; event_id: string; name: string; name_key: string }[] = await queryRunner.query('SELECT id, event_id, name, name_key FROM players ORDER BY event_id, created_at, id');
    const taken = new Set(rows.map((r) => `${r.event_id} ${r.name_key}`));
    for (const row of rows) {
      const key = lookAlikeKey(row.name);
      if (key === row.name_key || taken.has(`${row.event_id} ${key}`)) continue;
      taken.delete(`${row.event_id} ${row.name_key}`);
      taken.add(`${row.event_id} ${key}`);
      await queryRunner.query('UPDATE players SET name_key = $1 WHERE id = $2', [key, row.id]);
    }
  }

  async down(): Promise<void> {
    // The old keys are a plain case fold of the name; they are not restored (lookups fold the same way either side).
  }
}
