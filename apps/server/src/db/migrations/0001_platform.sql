CREATE TABLE "function_group_functions" (
	"fk_function_group_id" integer NOT NULL,
	"fk_function_id" integer NOT NULL,
	CONSTRAINT "function_group_functions_fk_function_group_id_fk_function_id_pk" PRIMARY KEY("fk_function_group_id","fk_function_id")
);
--> statement-breakpoint
CREATE TABLE "function_groups" (
	"pk_function_group_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"title_id" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"admin_action_group" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"is_builtin" boolean DEFAULT false NOT NULL,
	"anonymous_group" boolean DEFAULT false NOT NULL,
	CONSTRAINT "function_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "functions" (
	"pk_function_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"title_id" text,
	"alias" text NOT NULL,
	"fk_entity_type_id" integer,
	"fk_action_group_id" integer,
	"fk_action_module_id" integer,
	"actions" integer[] DEFAULT '{1,2}' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"is_builtin" boolean DEFAULT false NOT NULL,
	CONSTRAINT "functions_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "role_functions" (
	"fk_role_id" integer NOT NULL,
	"fk_function_id" integer NOT NULL,
	CONSTRAINT "role_functions_fk_role_id_fk_function_id_pk" PRIMARY KEY("fk_role_id","fk_function_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"pk_role_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_company_role" boolean DEFAULT false NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fk_user_id" integer NOT NULL,
	"remember_me" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"pk_user_id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"user_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"phone_middle_part" text,
	"direct_phone" text,
	"position" text,
	"password_hash" text,
	"fk_role_id" integer NOT NULL,
	"fk_company_id" integer,
	"fk_chamber_id" integer,
	"fk_country_id" integer,
	"fk_language_id" integer DEFAULT 1 NOT NULL,
	"avatar_name" text,
	"notification_token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"password_change_needed" boolean DEFAULT false NOT NULL,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"pk_company_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"fk_country_id" integer NOT NULL,
	"fk_city_id" integer,
	"address" text,
	"registration_number" text,
	"tax_number" text,
	"logo_name" text,
	"is_mnc" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"has_power_bi" boolean DEFAULT false NOT NULL,
	"member_since" timestamp with time zone,
	"contact_prefix_id" integer,
	"contact_first_name" text,
	"contact_last_name" text,
	"contact_email" text,
	"contact_phone" text,
	"contact_position" text,
	"fk_contact_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_modules" (
	"fk_company_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	CONSTRAINT "company_modules_fk_company_id_module_id_pk" PRIMARY KEY("fk_company_id","module_id"),
	CONSTRAINT "company_modules_id_ck" CHECK ("company_modules"."module_id" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "company_sectors" (
	"fk_company_id" integer NOT NULL,
	"fk_code_id" integer NOT NULL,
	CONSTRAINT "company_sectors_fk_company_id_fk_code_id_pk" PRIMARY KEY("fk_company_id","fk_code_id")
);
--> statement-breakpoint
CREATE TABLE "company_types" (
	"fk_company_id" integer NOT NULL,
	"fk_code_id" integer NOT NULL,
	CONSTRAINT "company_types_fk_company_id_fk_code_id_pk" PRIMARY KEY("fk_company_id","fk_code_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"pk_file_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"is_public" integer DEFAULT 1 NOT NULL,
	"fk_owner_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "action_logs" (
	"pk_action_log_id" serial PRIMARY KEY NOT NULL,
	"fk_user_id" integer,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"details" jsonb,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_logs" (
	"pk_error_log_id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"fk_user_id" integer,
	"method" text,
	"url" text,
	"message" text NOT NULL,
	"stack" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_logs" (
	"pk_user_log_id" serial PRIMARY KEY NOT NULL,
	"fk_user_id" integer,
	"email" text,
	"event" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"pk_mail_id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"template" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"pk_city_id" serial PRIMARY KEY NOT NULL,
	"fk_country_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_translations" (
	"fk_code_id" integer NOT NULL,
	"fk_language_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "code_translations_fk_code_id_fk_language_id_pk" PRIMARY KEY("fk_code_id","fk_language_id")
);
--> statement-breakpoint
CREATE TABLE "code_types" (
	"pk_code_type_id" integer PRIMARY KEY NOT NULL,
	"title_id" text NOT NULL,
	"model_name" text NOT NULL,
	"is_tree" boolean DEFAULT false NOT NULL,
	"is_editable" boolean DEFAULT true NOT NULL,
	CONSTRAINT "code_types_model_name_unique" UNIQUE("model_name")
);
--> statement-breakpoint
CREATE TABLE "codes" (
	"pk_code_id" serial PRIMARY KEY NOT NULL,
	"fk_code_type_id" integer NOT NULL,
	"code" text NOT NULL,
	"fk_parent_id" integer,
	"level" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"fk_country_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"link" text
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"pk_country_id" serial PRIMARY KEY NOT NULL,
	"alpha2" text NOT NULL,
	"alpha3" text NOT NULL,
	"numeric" text,
	"name" text NOT NULL,
	"name_sr" text NOT NULL,
	"official_name" text,
	"dial" text,
	"region" text,
	"subregion" text,
	"capital" text,
	"currency" text,
	"is_wb6" boolean DEFAULT false NOT NULL,
	CONSTRAINT "countries_alpha2_unique" UNIQUE("alpha2"),
	CONSTRAINT "countries_alpha3_unique" UNIQUE("alpha3")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"pk_language_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "function_group_functions" ADD CONSTRAINT "function_group_functions_fk_function_group_id_function_groups_pk_function_group_id_fk" FOREIGN KEY ("fk_function_group_id") REFERENCES "public"."function_groups"("pk_function_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "function_group_functions" ADD CONSTRAINT "function_group_functions_fk_function_id_functions_pk_function_id_fk" FOREIGN KEY ("fk_function_id") REFERENCES "public"."functions"("pk_function_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_functions" ADD CONSTRAINT "role_functions_fk_role_id_roles_pk_role_id_fk" FOREIGN KEY ("fk_role_id") REFERENCES "public"."roles"("pk_role_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_functions" ADD CONSTRAINT "role_functions_fk_function_id_functions_pk_function_id_fk" FOREIGN KEY ("fk_function_id") REFERENCES "public"."functions"("pk_function_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_fk_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_fk_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_fk_role_id_roles_pk_role_id_fk" FOREIGN KEY ("fk_role_id") REFERENCES "public"."roles"("pk_role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_fk_company_id_companies_pk_company_id_fk" FOREIGN KEY ("fk_company_id") REFERENCES "public"."companies"("pk_company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_fk_chamber_id_codes_pk_code_id_fk" FOREIGN KEY ("fk_chamber_id") REFERENCES "public"."codes"("pk_code_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_fk_country_id_countries_pk_country_id_fk" FOREIGN KEY ("fk_country_id") REFERENCES "public"."countries"("pk_country_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_fk_language_id_languages_pk_language_id_fk" FOREIGN KEY ("fk_language_id") REFERENCES "public"."languages"("pk_language_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_fk_country_id_countries_pk_country_id_fk" FOREIGN KEY ("fk_country_id") REFERENCES "public"."countries"("pk_country_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_fk_city_id_cities_pk_city_id_fk" FOREIGN KEY ("fk_city_id") REFERENCES "public"."cities"("pk_city_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_modules" ADD CONSTRAINT "company_modules_fk_company_id_companies_pk_company_id_fk" FOREIGN KEY ("fk_company_id") REFERENCES "public"."companies"("pk_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sectors" ADD CONSTRAINT "company_sectors_fk_company_id_companies_pk_company_id_fk" FOREIGN KEY ("fk_company_id") REFERENCES "public"."companies"("pk_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sectors" ADD CONSTRAINT "company_sectors_fk_code_id_codes_pk_code_id_fk" FOREIGN KEY ("fk_code_id") REFERENCES "public"."codes"("pk_code_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_types" ADD CONSTRAINT "company_types_fk_company_id_companies_pk_company_id_fk" FOREIGN KEY ("fk_company_id") REFERENCES "public"."companies"("pk_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_types" ADD CONSTRAINT "company_types_fk_code_id_codes_pk_code_id_fk" FOREIGN KEY ("fk_code_id") REFERENCES "public"."codes"("pk_code_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_fk_owner_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_owner_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_fk_country_id_countries_pk_country_id_fk" FOREIGN KEY ("fk_country_id") REFERENCES "public"."countries"("pk_country_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_translations" ADD CONSTRAINT "code_translations_fk_code_id_codes_pk_code_id_fk" FOREIGN KEY ("fk_code_id") REFERENCES "public"."codes"("pk_code_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_translations" ADD CONSTRAINT "code_translations_fk_language_id_languages_pk_language_id_fk" FOREIGN KEY ("fk_language_id") REFERENCES "public"."languages"("pk_language_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_fk_code_type_id_code_types_pk_code_type_id_fk" FOREIGN KEY ("fk_code_type_id") REFERENCES "public"."code_types"("pk_code_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_fk_country_id_countries_pk_country_id_fk" FOREIGN KEY ("fk_country_id") REFERENCES "public"."countries"("pk_country_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_hash_uq" ON "user_tokens" USING btree ("purpose","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("fk_company_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("fk_role_id");--> statement-breakpoint
CREATE INDEX "companies_country_idx" ON "companies" USING btree ("fk_country_id");--> statement-breakpoint
CREATE INDEX "companies_name_lower_idx" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "action_logs_created_idx" ON "action_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "error_logs_created_idx" ON "error_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_logs_created_idx" ON "user_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","pk_mail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_country_name_uq" ON "cities" USING btree ("fk_country_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "codes_type_code_uq" ON "codes" USING btree ("fk_code_type_id","code");--> statement-breakpoint
CREATE INDEX "codes_parent_idx" ON "codes" USING btree ("fk_code_type_id","fk_parent_id");