ALTER TABLE "round_holes" ALTER COLUMN "length_yards" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rounds" ALTER COLUMN "course_length_yards" DROP NOT NULL;--> statement-breakpoint
-- Rounds imported before this migration stored 0 for a length that was never recorded (a course made
-- from a CSV of scores has no yardages); no hole is 0 yards long, so 0 becomes null ("not recorded").
UPDATE "round_holes" SET "length_yards" = NULL WHERE "length_yards" = 0;--> statement-breakpoint
UPDATE "rounds" SET "course_length_yards" = NULL
  WHERE "id" IN (SELECT "round_id" FROM "round_holes" WHERE "length_yards" IS NULL);--> statement-breakpoint
UPDATE "hole_stats" SET "features" = jsonb_set("features", '{lengthYards}', 'null'::jsonb)
  WHERE "features" -> 'lengthYards' = '0'::jsonb;--> statement-breakpoint
-- A hole without shots (score-only) has no putt lengths: its putt feet are null, not 0 (golf-core putting.ts).
UPDATE "hole_stats" SET "features" = jsonb_set("features", '{puttFeetTotal}', 'null'::jsonb)
  WHERE "features" -> 'sgTotal' = 'null'::jsonb AND "features" -> 'puttFeetTotal' = '0'::jsonb;
