CREATE TABLE "account_circles" (
	"account_id" integer NOT NULL,
	"member_account_id" integer NOT NULL,
	CONSTRAINT "account_circles_account_id_member_account_id_pk" PRIMARY KEY("account_id","member_account_id")
);
--> statement-breakpoint
CREATE TABLE "account_extra_info" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"about" text,
	"high_school" text,
	"high_school_end_date" date,
	"high_school_gpa" real,
	"college" text,
	"college_start_date" date,
	"college_end_date" date,
	"college_gpa" real,
	"ncaa_number" text,
	"ghin" text,
	"height_inches" integer,
	"weight_lbs" integer,
	"website_link" text,
	"custom_logo_path" text,
	"birthday" date
);
--> statement-breakpoint
CREATE TABLE "account_profiles" (
	"account_id" integer NOT NULL,
	"profile_type_id" integer NOT NULL,
	CONSTRAINT "account_profiles_account_id_profile_type_id_pk" PRIMARY KEY("account_id","profile_type_id")
);
--> statement-breakpoint
CREATE TABLE "account_roles" (
	"account_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "account_roles_account_id_role_pk" PRIMARY KEY("account_id","role")
);
--> statement-breakpoint
CREATE TABLE "account_website_settings" (
	"account_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"is_public" boolean,
	"is_phone_verified" boolean,
	CONSTRAINT "account_website_settings_account_id_feature_id_pk" PRIMARY KEY("account_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"username" text NOT NULL,
	"phone" text,
	"email" text,
	"account_guid" text NOT NULL,
	"img_path" text,
	"password_hash" text,
	"default_satellite" boolean DEFAULT true NOT NULL,
	"is_enterprise_view" boolean DEFAULT false NOT NULL,
	"prefers_metric" boolean DEFAULT false NOT NULL,
	"default_hole_count" integer DEFAULT 18 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_username_unique" UNIQUE("username"),
	CONSTRAINT "accounts_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "player_website_management" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"allow_public_site" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_mappings" (
	"host" text PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short" text NOT NULL,
	"kind" text NOT NULL,
	"phone" text,
	"address" text,
	"img_path" text,
	CONSTRAINT "organizations_short_unique" UNIQUE("short")
);
--> statement-breakpoint
CREATE TABLE "roster_members" (
	"roster_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"role" text DEFAULT 'player' NOT NULL,
	CONSTRAINT "roster_members_roster_id_account_id_pk" PRIMARY KEY("roster_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "rosters" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_holes" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"hole_number" integer NOT NULL,
	"par" integer NOT NULL,
	"stroke_index" integer NOT NULL,
	"perimeter_points" text,
	"green_points" text,
	"teebox_center_points" text,
	"pin_latitude" double precision,
	"pin_longitude" double precision,
	"geojson" jsonb,
	CONSTRAINT "course_holes_course_hole" UNIQUE("course_id","hole_number")
);
--> statement-breakpoint
CREATE TABLE "course_tees" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"rating" real NOT NULL,
	"slope" integer NOT NULL,
	"par" integer NOT NULL,
	"yardages" jsonb NOT NULL,
	CONSTRAINT "course_tees_course_name" UNIQUE("course_id","name")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"style" text NOT NULL,
	"city" text,
	"state" text,
	"country" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"perimeter_points" text
);
--> statement-breakpoint
CREATE TABLE "schedule_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"status" integer,
	"note" text,
	"is_featured" boolean DEFAULT false NOT NULL,
	CONSTRAINT "schedule_entries_account_tournament" UNIQUE("account_id","tournament_id")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"event_type" integer NOT NULL,
	"locale_type" integer NOT NULL,
	"is_team_event" boolean DEFAULT false NOT NULL,
	"course_id" integer,
	"city" text,
	"state" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hole_stats" (
	"round_id" integer NOT NULL,
	"round_hole_number" integer NOT NULL,
	"account_id" integer NOT NULL,
	"features" jsonb NOT NULL,
	CONSTRAINT "hole_stats_round_id_round_hole_number_pk" PRIMARY KEY("round_id","round_hole_number")
);
--> statement-breakpoint
CREATE TABLE "round_holes" (
	"round_id" integer NOT NULL,
	"round_hole_number" integer NOT NULL,
	"course_hole_number" integer NOT NULL,
	"par" integer NOT NULL,
	"stroke_index" integer NOT NULL,
	"length_yards" integer NOT NULL,
	"score" integer,
	"putts" integer,
	"fairway" text,
	"tee_latitude" double precision,
	"tee_longitude" double precision,
	"pin_latitude" double precision,
	"pin_longitude" double precision,
	"is_excluded" boolean DEFAULT false NOT NULL,
	CONSTRAINT "round_holes_round_id_round_hole_number_pk" PRIMARY KEY("round_id","round_hole_number")
);
--> statement-breakpoint
CREATE TABLE "round_notes" (
	"round_id" integer PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "round_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"round_hole_number" integer NOT NULL,
	"shot_number" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"tee_id" integer,
	"tournament_id" integer,
	"played_at" timestamp with time zone NOT NULL,
	"hole_count" integer NOT NULL,
	"round_type" integer NOT NULL,
	"round_number" integer DEFAULT 1 NOT NULL,
	"is_simulator" boolean DEFAULT false NOT NULL,
	"is_completed" boolean DEFAULT true NOT NULL,
	"score" integer,
	"par" integer NOT NULL,
	"course_rating" real NOT NULL,
	"slope" integer NOT NULL,
	"course_length_yards" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shots" (
	"round_id" integer NOT NULL,
	"round_hole_number" integer NOT NULL,
	"shot_number" integer NOT NULL,
	"start_latitude" double precision NOT NULL,
	"start_longitude" double precision NOT NULL,
	"end_latitude" double precision NOT NULL,
	"end_longitude" double precision NOT NULL,
	"start_lie" text NOT NULL,
	"end_lie" text NOT NULL,
	"distance_before_yards" real NOT NULL,
	"distance_after_yards" real NOT NULL,
	"penalty_strokes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shots_round_id_round_hole_number_shot_number_pk" PRIMARY KEY("round_id","round_hole_number","shot_number")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"media_type" text NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"caption" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_item_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"header" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_item_id" integer NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_item_id" integer NOT NULL,
	"media_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_snapshots" (
	"hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account_id" integer,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"is_ip" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"account_id" integer,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"dead_at" timestamp with time zone,
	"request_ip" text
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_circles" ADD CONSTRAINT "account_circles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_circles" ADD CONSTRAINT "account_circles_member_account_id_accounts_id_fk" FOREIGN KEY ("member_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_extra_info" ADD CONSTRAINT "account_extra_info_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD CONSTRAINT "account_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_roles" ADD CONSTRAINT "account_roles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_website_settings" ADD CONSTRAINT "account_website_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_website_management" ADD CONSTRAINT "player_website_management_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_mappings" ADD CONSTRAINT "host_mappings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_members" ADD CONSTRAINT "roster_members_roster_id_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_members" ADD CONSTRAINT "roster_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rosters" ADD CONSTRAINT "rosters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_holes" ADD CONSTRAINT "course_holes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_tees" ADD CONSTRAINT "course_tees_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hole_stats" ADD CONSTRAINT "hole_stats_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hole_stats" ADD CONSTRAINT "hole_stats_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_holes" ADD CONSTRAINT "round_holes_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_notes" ADD CONSTRAINT "round_notes_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_targets" ADD CONSTRAINT "round_targets_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_tee_id_course_tees_id_fk" FOREIGN KEY ("tee_id") REFERENCES "public"."course_tees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shots" ADD CONSTRAINT "shots_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_images" ADD CONSTRAINT "news_images_news_item_id_news_items_id_fk" FOREIGN KEY ("news_item_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_images" ADD CONSTRAINT "news_images_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_links" ADD CONSTRAINT "news_links_news_item_id_news_items_id_fk" FOREIGN KEY ("news_item_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_videos" ADD CONSTRAINT "news_videos_news_item_id_news_items_id_fk" FOREIGN KEY ("news_item_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_videos" ADD CONSTRAINT "news_videos_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_snapshots" ADD CONSTRAINT "report_snapshots_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_settings" ADD CONSTRAINT "resume_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_circles_member_idx" ON "account_circles" USING btree ("member_account_id");--> statement-breakpoint
CREATE INDEX "schedule_entries_account_idx" ON "schedule_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "hole_stats_account_idx" ON "hole_stats" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "round_targets_round_idx" ON "round_targets" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "rounds_account_played_idx" ON "rounds" USING btree ("account_id","played_at");--> statement-breakpoint
CREATE INDEX "media_account_idx" ON "media" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "news_items_account_idx" ON "news_items" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "auth_events_lookup_idx" ON "auth_events" USING btree ("kind","subject","at");--> statement-breakpoint
CREATE INDEX "otp_challenges_phone_idx" ON "otp_challenges" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_account_idx" ON "refresh_tokens" USING btree ("account_id");