CREATE TABLE "account_data_versions" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handicap_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"round_ids" jsonb NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"adjusted_gross_score" integer NOT NULL,
	"differential" real NOT NULL,
	"handicap_index" real
);
--> statement-breakpoint
CREATE TABLE "personal_access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "personal_access_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "player_handicaps" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"handicap_index" real,
	"scores_used" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "latitude" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "longitude" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "owner_account_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "client_round_id" text;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "data_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shots" ADD COLUMN "club" text;--> statement-breakpoint
ALTER TABLE "account_data_versions" ADD CONSTRAINT "account_data_versions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handicap_history" ADD CONSTRAINT "handicap_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_access_tokens" ADD CONSTRAINT "personal_access_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_handicaps" ADD CONSTRAINT "player_handicaps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "handicap_history_account_idx" ON "handicap_history" USING btree ("account_id","played_at");--> statement-breakpoint
CREATE INDEX "personal_access_tokens_account_idx" ON "personal_access_tokens" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_name_idx" ON "courses" USING btree ("name");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_owner_external_id" UNIQUE("owner_account_id","external_id");--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_account_client_round_id" UNIQUE("account_id","client_round_id");