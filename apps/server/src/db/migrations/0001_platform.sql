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
	"anonymous_group" boolean DEFAULT false NOT NULL
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
	"is_builtin" boolean DEFAULT false NOT NULL
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
	"is_deleted" boolean DEFAULT false NOT NULL
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
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"notification_token" uuid DEFAULT gen_random_uuid() NOT NULL
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
	"password_change_needed" boolean DEFAULT false NOT NULL,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"email_shown_in" text[] DEFAULT '{}'::text[] NOT NULL,
	"phone_shown_in" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "users_email_shown_in_ck" CHECK ("users"."email_shown_in" <@ array['companyProfile', 'search', 'eventAttendees', 'profilePdf']::text[]),
	CONSTRAINT "users_phone_shown_in_ck" CHECK ("users"."phone_shown_in" <@ array['companyProfile', 'search', 'eventAttendees', 'profilePdf']::text[])
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
CREATE TABLE "company_counts" (
	"span" text NOT NULL,
	"bucket" date NOT NULL,
	"fk_country_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"is_verified" boolean NOT NULL,
	"companies" integer NOT NULL,
	CONSTRAINT "company_counts_span_bucket_fk_country_id_section_id_is_verified_pk" PRIMARY KEY("span","bucket","fk_country_id","section_id","is_verified"),
	CONSTRAINT "company_counts_span_ck" CHECK ("company_counts"."span" in ('day', 'month', 'year'))
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
	"width" integer,
	"height" integer,
	"is_public" boolean DEFAULT false NOT NULL,
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
	"source" text DEFAULT 'request' NOT NULL,
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
	"detail" text,
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
	"lang" text DEFAULT 'eng' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"pk_city_id" serial PRIMARY KEY NOT NULL,
	"fk_country_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_sr" text
);
--> statement-breakpoint
CREATE TABLE "code_translations" (
	"fk_code_id" integer NOT NULL,
	"fk_language_id" integer NOT NULL,
	"name" text NOT NULL,
	"search_name" text,
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
	"name_sq" text NOT NULL,
	"name_mk" text NOT NULL,
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
CREATE TABLE "b2b_infos" (
	"fk_company_id" integer PRIMARY KEY NOT NULL,
	"email" text,
	"phone" text,
	"phone_middle_part" text,
	"fax" text,
	"web_location" text,
	"ceo" text,
	"short_company_profile" text,
	"main_business_activity" text,
	"annual_turnover" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_local_market" boolean DEFAULT false NOT NULL,
	"others" text,
	"link_of_product_catalogue" text,
	"link_of_promo_videos" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"pk_certificate_id" serial PRIMARY KEY NOT NULL,
	"fk_company_id" integer NOT NULL,
	"name" text NOT NULL,
	"issuer" text,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_dates_ck" CHECK ("certificates"."valid_to" is null or "certificates"."valid_from" is null or "certificates"."valid_to" >= "certificates"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "company_code_lists" (
	"fk_company_id" integer NOT NULL,
	"list" text NOT NULL,
	"fk_code_id" integer NOT NULL,
	CONSTRAINT "company_code_lists_fk_company_id_list_fk_code_id_pk" PRIMARY KEY("fk_company_id","list","fk_code_id")
);
--> statement-breakpoint
CREATE TABLE "company_country_lists" (
	"fk_company_id" integer NOT NULL,
	"list" text NOT NULL,
	"fk_country_id" integer NOT NULL,
	CONSTRAINT "company_country_lists_fk_company_id_list_fk_country_id_pk" PRIMARY KEY("fk_company_id","list","fk_country_id")
);
--> statement-breakpoint
CREATE TABLE "dismissed_suggestions" (
	"fk_user_id" integer NOT NULL,
	"fk_suggested_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dismissed_suggestions_fk_user_id_fk_suggested_user_id_pk" PRIMARY KEY("fk_user_id","fk_suggested_user_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_companies" (
	"fk_user_id" integer NOT NULL,
	"fk_company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_companies_fk_user_id_fk_company_id_pk" PRIMARY KEY("fk_user_id","fk_company_id")
);
--> statement-breakpoint
CREATE TABLE "mnc_infos" (
	"fk_company_id" integer PRIMARY KEY NOT NULL,
	"description" text,
	"suppliers" text,
	"requirements" text,
	"required_time" text,
	"products" text,
	"problems" text,
	"opportunity" boolean DEFAULT false NOT NULL,
	"contact_name" text,
	"contact_surname" text,
	"contact_email" text,
	"contact_position" text,
	"contact_direct_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_records" (
	"fk_user_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_records_fk_user_id_item_type_item_id_pk" PRIMARY KEY("fk_user_id","item_type","item_id")
);
--> statement-breakpoint
CREATE TABLE "supply_chain_infos" (
	"fk_company_id" integer PRIMARY KEY NOT NULL,
	"bi_movement_of_employees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bi_average_net_salary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bi_employees_with_higher_education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"key_clients" text,
	"products_placed_by_mnc" text,
	"opportunities_to_expand_cooperation" boolean DEFAULT false NOT NULL,
	"dopc_key_applied_technologies" text,
	"dopc_technologies_currently_adopted" text,
	"dopc_production_capacities" text,
	"dopc_three_largest_export_markets" text,
	"dopc_capacity_utilization" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dopc_export_share" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dos_key_applied_technologies" text,
	"dos_technologies_currently_adopted" text,
	"fk_dos_number_of_countries_to_which_exports" integer,
	"supply_in_number_of_countries_to_export" integer[] DEFAULT '{}' NOT NULL,
	"dos_position_in_supply_chain" text,
	"dos_three_largest_export_markets" text,
	"dos_export_share" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fd_total_income" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fd_total_expenses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fd_operating_income" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fd_net_profit_loss" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fd_movement_of_fixed_assets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fd_profit_per_employee" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fd_liquidity_ratio" numeric,
	"fd_roe" numeric,
	"fd_roa" numeric,
	"fd_indebtedness_ratio" numeric,
	"planned_capacity_growth" boolean DEFAULT false NOT NULL,
	"planned_new_technologies" boolean DEFAULT false NOT NULL,
	"planned_certificates" boolean DEFAULT false NOT NULL,
	"planned_new_markets" boolean DEFAULT false NOT NULL,
	"planned_employment_growth" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"pk_notification_id" serial PRIMARY KEY NOT NULL,
	"fk_user_id" integer NOT NULL,
	"fk_notification_type_id" integer NOT NULL,
	"content" text NOT NULL,
	"link" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_ck" CHECK ("notifications"."fk_notification_type_id" between 1 and 19)
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"pk_feed_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image_name" text,
	"link" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fk_author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_counts" (
	"span" text NOT NULL,
	"bucket" date NOT NULL,
	"fk_country_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"kind" text NOT NULL,
	"market_until" date NOT NULL,
	"items" integer NOT NULL,
	"supply" integer NOT NULL,
	"demand" integer NOT NULL,
	CONSTRAINT "catalogue_counts_span_bucket_fk_country_id_section_id_kind_market_until_pk" PRIMARY KEY("span","bucket","fk_country_id","section_id","kind","market_until"),
	CONSTRAINT "catalogue_counts_span_ck" CHECK ("catalogue_counts"."span" in ('day', 'month', 'year'))
);
--> statement-breakpoint
CREATE TABLE "catalogue_items" (
	"pk_item_id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"fk_company_id" integer NOT NULL,
	"fk_classification_id" integer NOT NULL,
	"fk_service_category_id" integer,
	"name" text NOT NULL,
	"description" text,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_supply" boolean DEFAULT false NOT NULL,
	"is_demand" boolean DEFAULT false NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"is_visible_for_supply" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_items_kind_ck" CHECK ("catalogue_items"."kind" in ('product', 'service')),
	CONSTRAINT "catalogue_items_dates_ck" CHECK ("catalogue_items"."valid_to" is null or "catalogue_items"."valid_from" is null or "catalogue_items"."valid_to" >= "catalogue_items"."valid_from"),
	CONSTRAINT "catalogue_items_category_ck" CHECK ("catalogue_items"."kind" = 'service' or "catalogue_items"."fk_service_category_id" is null)
);
--> statement-breakpoint
CREATE TABLE "catalogue_market_groups" (
	"parent_id" integer NOT NULL,
	"market_until" date NOT NULL,
	"supply_lo" integer,
	"supply_hi" integer,
	"demand_lo" integer,
	"demand_hi" integer,
	CONSTRAINT "catalogue_market_groups_parent_id_market_until_pk" PRIMARY KEY("parent_id","market_until")
);
--> statement-breakpoint
CREATE TABLE "offer_counts" (
	"fk_country_id" integer NOT NULL,
	"kind" text NOT NULL,
	"is_supply" boolean NOT NULL,
	"is_demand" boolean NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"items" integer NOT NULL,
	CONSTRAINT "offer_counts_fk_country_id_kind_is_supply_is_demand_valid_from_valid_to_pk" PRIMARY KEY("fk_country_id","kind","is_supply","is_demand","valid_from","valid_to")
);
--> statement-breakpoint
CREATE TABLE "event_chambers" (
	"fk_event_id" integer NOT NULL,
	"fk_chamber_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_chambers_fk_event_id_fk_chamber_id_pk" PRIMARY KEY("fk_event_id","fk_chamber_id")
);
--> statement-breakpoint
CREATE TABLE "event_invitation_items" (
	"fk_event_invitation_id" integer NOT NULL,
	"fk_item_id" integer NOT NULL,
	CONSTRAINT "event_invitation_items_fk_event_invitation_id_fk_item_id_pk" PRIMARY KEY("fk_event_invitation_id","fk_item_id")
);
--> statement-breakpoint
CREATE TABLE "event_invitations" (
	"pk_event_invitation_id" serial PRIMARY KEY NOT NULL,
	"fk_event_id" integer NOT NULL,
	"fk_user_id" integer,
	"email" text NOT NULL,
	"fk_attendee_type_id" integer,
	"is_accepted" boolean DEFAULT false NOT NULL,
	"accepted_at" timestamp with time zone,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"is_user_data_visible_to_others" boolean DEFAULT true NOT NULL,
	"token_hash" text,
	"invited_by" integer,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"pk_event_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"fk_chamber_id" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"registration_start_time" timestamp with time zone,
	"registration_end_time" timestamp with time zone,
	"fk_event_place_type_id" integer DEFAULT 1 NOT NULL,
	"event_place" text,
	"venue" text,
	"lon" double precision,
	"lat" double precision,
	"online_link" text,
	"fk_event_topic_id" integer,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_announced" boolean DEFAULT false NOT NULL,
	"allow_skip_registration" boolean DEFAULT false NOT NULL,
	"fk_predefined_theme_id" integer,
	"main_language_id" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "events_dates_ck" CHECK ("events"."end_date" >= "events"."start_date"),
	CONSTRAINT "events_place_type_ck" CHECK ("events"."fk_event_place_type_id" between 1 and 3),
	CONSTRAINT "events_registration_ck" CHECK ("events"."registration_end_time" is null or "events"."registration_start_time" is null or "events"."registration_end_time" >= "events"."registration_start_time")
);
--> statement-breakpoint
CREATE TABLE "predefined_themes" (
	"pk_predefined_theme_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color1" text NOT NULL,
	"color2" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_contents" (
	"name" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"document" "tsvector" NOT NULL,
	"country_id" integer NOT NULL,
	"is_wb6" boolean NOT NULL,
	"is_mnc" boolean NOT NULL,
	"is_verified" boolean NOT NULL,
	"category_ids" integer[] NOT NULL,
	"company_type_ids" integer[] NOT NULL,
	"module_ids" integer[] NOT NULL,
	"is_supply" boolean NOT NULL,
	"is_demand" boolean NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"is_visible" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"name_words" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "search_word_variants" (
	"variant" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_word_variants_variant_word_pk" PRIMARY KEY("variant","word")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_banners" (
	"pk_event_banner_id" serial PRIMARY KEY NOT NULL,
	"fk_event_id" integer NOT NULL,
	"image_name" text NOT NULL,
	"link" text,
	"title" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_documents" (
	"pk_event_document_id" serial PRIMARY KEY NOT NULL,
	"fk_event_id" integer NOT NULL,
	"fk_file_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_documents_fk_file_id_unique" UNIQUE("fk_file_id")
);
--> statement-breakpoint
CREATE TABLE "event_partners" (
	"fk_event_id" integer NOT NULL,
	"fk_partner_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_organizer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_partners_fk_event_id_fk_partner_id_pk" PRIMARY KEY("fk_event_id","fk_partner_id")
);
--> statement-breakpoint
CREATE TABLE "halls" (
	"pk_hall_id" serial PRIMARY KEY NOT NULL,
	"fk_event_id" integer NOT NULL,
	"name" text NOT NULL,
	"capacity" integer,
	"table_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "halls_event_hall_uq" UNIQUE("fk_event_id","pk_hall_id"),
	CONSTRAINT "halls_capacity_ck" CHECK ("halls"."capacity" is null or "halls"."capacity" > 0),
	CONSTRAINT "halls_table_count_ck" CHECK ("halls"."table_count" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"pk_partner_id" serial PRIMARY KEY NOT NULL,
	"fk_chamber_id" integer NOT NULL,
	"name" text NOT NULL,
	"logo_name" text,
	"link" text,
	"description" text,
	"main_language_id" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "schedule_speakers" (
	"fk_schedule_id" integer NOT NULL,
	"fk_speaker_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "schedule_speakers_fk_schedule_id_fk_speaker_id_pk" PRIMARY KEY("fk_schedule_id","fk_speaker_id")
);
--> statement-breakpoint
CREATE TABLE "schedule_users_not_interested" (
	"fk_schedule_id" integer NOT NULL,
	"fk_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_users_not_interested_fk_schedule_id_fk_user_id_pk" PRIMARY KEY("fk_schedule_id","fk_user_id")
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"pk_schedule_id" serial PRIMARY KEY NOT NULL,
	"fk_event_id" integer NOT NULL,
	"name" text NOT NULL,
	"fk_session_type_id" integer NOT NULL,
	"fk_hall_id" integer,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"description" text,
	"meeting_slot_minutes" integer DEFAULT 20 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_times_ck" CHECK ("schedules"."end_time" > "schedules"."start_time"),
	CONSTRAINT "schedules_slot_minutes_ck" CHECK ("schedules"."meeting_slot_minutes" between 5 and 240)
);
--> statement-breakpoint
CREATE TABLE "speakers" (
	"pk_speaker_id" serial PRIMARY KEY NOT NULL,
	"fk_chamber_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text,
	"company" text,
	"photo_name" text,
	"biography" text,
	"main_language_id" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"pk_template_id" serial PRIMARY KEY NOT NULL,
	"fk_chamber_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'invitation_mail' NOT NULL,
	"fk_language_id" integer DEFAULT 1 NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "templates_kind_ck" CHECK ("templates"."kind" in ('invitation_mail', 'general'))
);
--> statement-breakpoint
CREATE TABLE "activity_counts" (
	"span" text NOT NULL,
	"bucket" date NOT NULL,
	"what" text NOT NULL,
	"status" text NOT NULL,
	"from_country_id" integer NOT NULL,
	"to_country_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "activity_counts_span_bucket_what_status_from_country_id_to_country_id_pk" PRIMARY KEY("span","bucket","what","status","from_country_id","to_country_id"),
	CONSTRAINT "activity_counts_span_ck" CHECK ("activity_counts"."span" in ('day', 'month', 'year'))
);
--> statement-breakpoint
CREATE TABLE "connection_counts" (
	"span" text NOT NULL,
	"bucket" date NOT NULL,
	"what" text NOT NULL,
	"from_country_id" integer NOT NULL,
	"to_country_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "connection_counts_span_bucket_what_from_country_id_to_country_id_pk" PRIMARY KEY("span","bucket","what","from_country_id","to_country_id"),
	CONSTRAINT "connection_counts_span_ck" CHECK ("connection_counts"."span" in ('day', 'month', 'year'))
);
--> statement-breakpoint
CREATE TABLE "meeting_availability" (
	"pk_meeting_availability_id" serial PRIMARY KEY NOT NULL,
	"fk_schedule_id" integer NOT NULL,
	"fk_user_id" integer NOT NULL,
	"available_from" timestamp with time zone NOT NULL,
	"available_to" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_availability_user_uq" UNIQUE("fk_schedule_id","fk_user_id"),
	CONSTRAINT "meeting_availability_range_ck" CHECK ("meeting_availability"."available_to" > "meeting_availability"."available_from")
);
--> statement-breakpoint
CREATE TABLE "meeting_wishes" (
	"pk_meeting_wish_id" serial PRIMARY KEY NOT NULL,
	"fk_schedule_id" integer NOT NULL,
	"fk_user_id" integer NOT NULL,
	"fk_wanted_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_wishes_uq" UNIQUE("fk_schedule_id","fk_user_id","fk_wanted_user_id"),
	CONSTRAINT "meeting_wishes_people_ck" CHECK ("meeting_wishes"."fk_user_id" <> "meeting_wishes"."fk_wanted_user_id")
);
--> statement-breakpoint
CREATE TABLE "reservation_people" (
	"fk_user_reservation_id" integer NOT NULL,
	"fk_user_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"slot_end" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduler_runs" (
	"pk_scheduler_run_id" serial PRIMARY KEY NOT NULL,
	"fk_schedule_id" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"time_limit_seconds" integer NOT NULL,
	"requested" integer DEFAULT 0 NOT NULL,
	"progress" jsonb,
	"draft" jsonb,
	"published" integer,
	"fk_started_by_user_id" integer,
	"fk_published_by_user_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	CONSTRAINT "scheduler_runs_status_ck" CHECK ("scheduler_runs"."status" in ('running', 'done', 'failed', 'cancelled', 'published'))
);
--> statement-breakpoint
CREATE TABLE "user_reservations" (
	"pk_user_reservation_id" serial PRIMARY KEY NOT NULL,
	"fk_schedule_id" integer NOT NULL,
	"table_number" integer,
	"fk_host_user_id" integer NOT NULL,
	"fk_guest_user_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"slot_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"awaiting_user_id" integer,
	"end_reason" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_reservations_people_ck" CHECK ("user_reservations"."fk_host_user_id" <> "user_reservations"."fk_guest_user_id"),
	CONSTRAINT "user_reservations_slot_ck" CHECK ("user_reservations"."slot_end" > "user_reservations"."slot_start"),
	CONSTRAINT "user_reservations_status_ck" CHECK ("user_reservations"."status" in ('requested', 'accepted', 'rejected', 'cancelled')),
	CONSTRAINT "user_reservations_table_ck" CHECK ("user_reservations"."table_number" is null or "user_reservations"."table_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "conversation_members" (
	"fk_conversation_id" integer NOT NULL,
	"fk_user_id" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "conversation_members_fk_conversation_id_fk_user_id_pk" PRIMARY KEY("fk_conversation_id","fk_user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"pk_conversation_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"fk_creator_user_id" integer,
	"kind" text DEFAULT 'direct' NOT NULL,
	"fk_company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_kind_ck" CHECK ("conversations"."kind" in ('direct', 'company', 'chamber', 'guest'))
);
--> statement-breakpoint
CREATE TABLE "guest_contacts" (
	"pk_guest_contact_id" serial PRIMARY KEY NOT NULL,
	"fk_company_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"token_hash" text NOT NULL,
	"client_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"fk_conversation_id" integer,
	CONSTRAINT "guest_contacts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "message_receipts" (
	"fk_message_id" integer NOT NULL,
	"fk_user_id" integer NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"digest_sent_at" timestamp with time zone,
	CONSTRAINT "message_receipts_fk_message_id_fk_user_id_pk" PRIMARY KEY("fk_message_id","fk_user_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"pk_message_id" serial PRIMARY KEY NOT NULL,
	"fk_conversation_id" integer NOT NULL,
	"fk_sender_user_id" integer,
	"guest_name" text,
	"guest_email" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"send_on" timestamp with time zone DEFAULT now() NOT NULL,
	"sender_deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "spam_users" (
	"fk_user_id" integer NOT NULL,
	"fk_spam_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spam_users_fk_user_id_fk_spam_user_id_pk" PRIMARY KEY("fk_user_id","fk_spam_user_id"),
	CONSTRAINT "spam_users_self_ck" CHECK ("spam_users"."fk_user_id" <> "spam_users"."fk_spam_user_id")
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"pk_data_export_id" serial PRIMARY KEY NOT NULL,
	"fk_user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"storage_key" text,
	"size" integer,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	CONSTRAINT "data_exports_status_ck" CHECK ("data_exports"."status" in ('pending', 'running', 'ready', 'downloaded', 'expired', 'failed')),
	CONSTRAINT "data_exports_progress_ck" CHECK ("data_exports"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"pk_consent_id" serial PRIMARY KEY NOT NULL,
	"fk_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"fk_document_version_id" integer,
	"given" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_address" text
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"pk_document_version_id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"changes" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fk_published_by" integer
);
--> statement-breakpoint
CREATE TABLE "event_questions" (
	"fk_event_id" integer NOT NULL,
	"fk_question_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "event_questions_fk_event_id_fk_question_id_pk" PRIMARY KEY("fk_event_id","fk_question_id")
);
--> statement-breakpoint
CREATE TABLE "event_surveys" (
	"fk_event_id" integer PRIMARY KEY NOT NULL,
	"is_open" boolean DEFAULT false NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"last_mail_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_reports" (
	"fk_user_reservation_id" integer NOT NULL,
	"fk_user_id" integer NOT NULL,
	"took_place" boolean NOT NULL,
	"outcome" text,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_reports_fk_user_reservation_id_fk_user_id_pk" PRIMARY KEY("fk_user_reservation_id","fk_user_id"),
	CONSTRAINT "meeting_reports_outcome_ck" CHECK ("meeting_reports"."outcome" is null or "meeting_reports"."outcome" in ('deal_signed', 'follow_up_agreed', 'no_interest')),
	CONSTRAINT "meeting_reports_held_ck" CHECK ("meeting_reports"."took_place" or "meeting_reports"."outcome" is null)
);
--> statement-breakpoint
CREATE TABLE "question_option_titles" (
	"fk_question_option_id" integer NOT NULL,
	"fk_language_id" integer NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "question_option_titles_fk_question_option_id_fk_language_id_pk" PRIMARY KEY("fk_question_option_id","fk_language_id")
);
--> statement-breakpoint
CREATE TABLE "question_options" (
	"pk_question_option_id" serial PRIMARY KEY NOT NULL,
	"fk_question_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_titles" (
	"fk_question_id" integer NOT NULL,
	"fk_language_id" integer NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "question_titles_fk_question_id_fk_language_id_pk" PRIMARY KEY("fk_question_id","fk_language_id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"pk_question_id" serial PRIMARY KEY NOT NULL,
	"fk_chamber_id" integer NOT NULL,
	"type" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_type_ck" CHECK ("questions"."type" in ('text', 'single', 'multiple', 'rating'))
);
--> statement-breakpoint
CREATE TABLE "survey_answer_options" (
	"fk_event_id" integer NOT NULL,
	"fk_user_id" integer NOT NULL,
	"fk_question_id" integer NOT NULL,
	"fk_question_option_id" integer NOT NULL,
	CONSTRAINT "survey_answer_options_fk_event_id_fk_user_id_fk_question_id_fk_question_option_id_pk" PRIMARY KEY("fk_event_id","fk_user_id","fk_question_id","fk_question_option_id")
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"fk_event_id" integer NOT NULL,
	"fk_user_id" integer NOT NULL,
	"fk_question_id" integer NOT NULL,
	"text_value" text,
	"rating" integer,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answers_fk_event_id_fk_user_id_fk_question_id_pk" PRIMARY KEY("fk_event_id","fk_user_id","fk_question_id"),
	CONSTRAINT "survey_answers_rating_ck" CHECK ("survey_answers"."rating" is null or "survey_answers"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "survey_mailings" (
	"fk_event_id" integer NOT NULL,
	"fk_user_id" integer NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "survey_mailings_fk_event_id_fk_user_id_pk" PRIMARY KEY("fk_event_id","fk_user_id")
);
--> statement-breakpoint
CREATE TABLE "survey_submissions" (
	"fk_event_id" integer NOT NULL,
	"fk_user_id" integer NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_submissions_event_user_pk" PRIMARY KEY("fk_event_id","fk_user_id")
);
--> statement-breakpoint
CREATE TABLE "content_translations" (
	"kind" text NOT NULL,
	"row_id" integer NOT NULL,
	"field" text NOT NULL,
	"fk_language_id" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "content_translations_kind_row_id_field_fk_language_id_pk" PRIMARY KEY("kind","row_id","field","fk_language_id"),
	CONSTRAINT "content_translations_kind_ck" CHECK ("content_translations"."kind" in ('event', 'schedule', 'speaker', 'partner', 'document', 'banner')),
	CONSTRAINT "content_translations_text_ck" CHECK (length(btrim("content_translations"."text")) > 0)
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
ALTER TABLE "b2b_infos" ADD CONSTRAINT "b2b_infos_fk_company_id_companies_pk_company_id_fk" FOREIGN KEY ("fk_company_id") REFERENCES "public"."companies"("pk_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_fk_company_id_companies_pk_company_id_fk" FOREIGN KEY ("fk_company_id") REFERENCES "public"."companies"("pk_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_code_lists" ADD CONSTRAINT "company_code_lists_fk_company_id_companies_pk_company_id_fk" FOREIGN KEY ("fk_company_id") REFERENCES "public"."companies"("pk_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_code_lists" ADD CONSTRAINT "company_code_lists_fk_code_id_codes_pk_code_id_fk" FOREIGN KEY ("fk_code_id") REFERENCES "public"."codes"("pk_code_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_country_lists" ADD CONSTRAINT "company_country_lists_fk_company_id_companies_pk_company_id_fk" FOREIGN KEY ("fk_company_id") REFERENCES "public"."companies"("pk_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_country_lists" ADD CONSTRAINT "company_country_lists_fk_country_id_countries_pk_country_id_fk" FOREIGN KEY ("fk_country_id") REFERENCES "public"."countries"("pk_country_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dismissed_suggestions" ADD CONSTRAINT "dismissed_suggestions_fk_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dismissed_suggestions" ADD CONSTRAINT "dismissed_suggestions_fk_suggested_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_suggested_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_companies" ADD CONSTRAINT "favorite_companies_fk_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_companies" ADD CONSTRAINT "favorite_companies_fk_company_id_companies_pk_company_id_fk" FOREIGN KEY ("fk_company_id") REFERENCES "public"."companies"("pk_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mnc_infos" ADD CONSTRAINT "mnc_infos_fk_company_id_companies_pk_company_id_fk" FOREIGN KEY ("fk_company_id") REFERENCES "public"."companies"("pk_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_records" ADD CONSTRAINT "search_records_fk_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_chain_infos" ADD CONSTRAINT "supply_chain_infos_fk_company_id_companies_pk_company_id_fk" FOREIGN KEY ("fk_company_id") REFERENCES "public"."companies"("pk_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_fk_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_fk_author_id_users_pk_user_id_fk" FOREIGN KEY ("fk_author_id") REFERENCES "public"."users"("pk_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_fk_company_id_companies_pk_company_id_fk" FOREIGN KEY ("fk_company_id") REFERENCES "public"."companies"("pk_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_fk_classification_id_codes_pk_code_id_fk" FOREIGN KEY ("fk_classification_id") REFERENCES "public"."codes"("pk_code_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_fk_service_category_id_codes_pk_code_id_fk" FOREIGN KEY ("fk_service_category_id") REFERENCES "public"."codes"("pk_code_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_chambers" ADD CONSTRAINT "event_chambers_fk_event_id_events_pk_event_id_fk" FOREIGN KEY ("fk_event_id") REFERENCES "public"."events"("pk_event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_chambers" ADD CONSTRAINT "event_chambers_fk_chamber_id_codes_pk_code_id_fk" FOREIGN KEY ("fk_chamber_id") REFERENCES "public"."codes"("pk_code_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitation_items" ADD CONSTRAINT "event_invitation_items_fk_event_invitation_id_event_invitations_pk_event_invitation_id_fk" FOREIGN KEY ("fk_event_invitation_id") REFERENCES "public"."event_invitations"("pk_event_invitation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitation_items" ADD CONSTRAINT "event_invitation_items_fk_item_id_catalogue_items_pk_item_id_fk" FOREIGN KEY ("fk_item_id") REFERENCES "public"."catalogue_items"("pk_item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_fk_event_id_events_pk_event_id_fk" FOREIGN KEY ("fk_event_id") REFERENCES "public"."events"("pk_event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_fk_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_fk_attendee_type_id_codes_pk_code_id_fk" FOREIGN KEY ("fk_attendee_type_id") REFERENCES "public"."codes"("pk_code_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_invited_by_users_pk_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("pk_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_fk_chamber_id_codes_pk_code_id_fk" FOREIGN KEY ("fk_chamber_id") REFERENCES "public"."codes"("pk_code_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_fk_event_topic_id_codes_pk_code_id_fk" FOREIGN KEY ("fk_event_topic_id") REFERENCES "public"."codes"("pk_code_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_fk_predefined_theme_id_predefined_themes_pk_predefined_theme_id_fk" FOREIGN KEY ("fk_predefined_theme_id") REFERENCES "public"."predefined_themes"("pk_predefined_theme_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_main_language_id_languages_pk_language_id_fk" FOREIGN KEY ("main_language_id") REFERENCES "public"."languages"("pk_language_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_pk_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("pk_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_banners" ADD CONSTRAINT "event_banners_fk_event_id_events_pk_event_id_fk" FOREIGN KEY ("fk_event_id") REFERENCES "public"."events"("pk_event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_documents" ADD CONSTRAINT "event_documents_fk_event_id_events_pk_event_id_fk" FOREIGN KEY ("fk_event_id") REFERENCES "public"."events"("pk_event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_documents" ADD CONSTRAINT "event_documents_fk_file_id_files_pk_file_id_fk" FOREIGN KEY ("fk_file_id") REFERENCES "public"."files"("pk_file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_documents" ADD CONSTRAINT "event_documents_uploaded_by_users_pk_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("pk_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_partners" ADD CONSTRAINT "event_partners_fk_event_id_events_pk_event_id_fk" FOREIGN KEY ("fk_event_id") REFERENCES "public"."events"("pk_event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_partners" ADD CONSTRAINT "event_partners_fk_partner_id_partners_pk_partner_id_fk" FOREIGN KEY ("fk_partner_id") REFERENCES "public"."partners"("pk_partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_fk_event_id_events_pk_event_id_fk" FOREIGN KEY ("fk_event_id") REFERENCES "public"."events"("pk_event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_fk_chamber_id_codes_pk_code_id_fk" FOREIGN KEY ("fk_chamber_id") REFERENCES "public"."codes"("pk_code_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_main_language_id_languages_pk_language_id_fk" FOREIGN KEY ("main_language_id") REFERENCES "public"."languages"("pk_language_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_created_by_users_pk_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("pk_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_speakers" ADD CONSTRAINT "schedule_speakers_fk_schedule_id_schedules_pk_schedule_id_fk" FOREIGN KEY ("fk_schedule_id") REFERENCES "public"."schedules"("pk_schedule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_speakers" ADD CONSTRAINT "schedule_speakers_fk_speaker_id_speakers_pk_speaker_id_fk" FOREIGN KEY ("fk_speaker_id") REFERENCES "public"."speakers"("pk_speaker_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_users_not_interested" ADD CONSTRAINT "schedule_users_not_interested_fk_schedule_id_schedules_pk_schedule_id_fk" FOREIGN KEY ("fk_schedule_id") REFERENCES "public"."schedules"("pk_schedule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_users_not_interested" ADD CONSTRAINT "schedule_users_not_interested_fk_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_fk_event_id_events_pk_event_id_fk" FOREIGN KEY ("fk_event_id") REFERENCES "public"."events"("pk_event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_fk_session_type_id_codes_pk_code_id_fk" FOREIGN KEY ("fk_session_type_id") REFERENCES "public"."codes"("pk_code_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_created_by_users_pk_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("pk_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_event_hall_fk" FOREIGN KEY ("fk_event_id","fk_hall_id") REFERENCES "public"."halls"("fk_event_id","pk_hall_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_fk_chamber_id_codes_pk_code_id_fk" FOREIGN KEY ("fk_chamber_id") REFERENCES "public"."codes"("pk_code_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_main_language_id_languages_pk_language_id_fk" FOREIGN KEY ("main_language_id") REFERENCES "public"."languages"("pk_language_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_created_by_users_pk_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("pk_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_fk_chamber_id_codes_pk_code_id_fk" FOREIGN KEY ("fk_chamber_id") REFERENCES "public"."codes"("pk_code_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_fk_language_id_languages_pk_language_id_fk" FOREIGN KEY ("fk_language_id") REFERENCES "public"."languages"("pk_language_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_created_by_users_pk_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("pk_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_availability" ADD CONSTRAINT "meeting_availability_fk_schedule_id_schedules_pk_schedule_id_fk" FOREIGN KEY ("fk_schedule_id") REFERENCES "public"."schedules"("pk_schedule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_availability" ADD CONSTRAINT "meeting_availability_fk_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_wishes" ADD CONSTRAINT "meeting_wishes_fk_schedule_id_schedules_pk_schedule_id_fk" FOREIGN KEY ("fk_schedule_id") REFERENCES "public"."schedules"("pk_schedule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_wishes" ADD CONSTRAINT "meeting_wishes_fk_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_wishes" ADD CONSTRAINT "meeting_wishes_fk_wanted_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_wanted_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_people" ADD CONSTRAINT "reservation_people_fk_user_reservation_id_user_reservations_pk_user_reservation_id_fk" FOREIGN KEY ("fk_user_reservation_id") REFERENCES "public"."user_reservations"("pk_user_reservation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_runs" ADD CONSTRAINT "scheduler_runs_fk_schedule_id_schedules_pk_schedule_id_fk" FOREIGN KEY ("fk_schedule_id") REFERENCES "public"."schedules"("pk_schedule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_runs" ADD CONSTRAINT "scheduler_runs_fk_started_by_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_started_by_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_runs" ADD CONSTRAINT "scheduler_runs_fk_published_by_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_published_by_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reservations" ADD CONSTRAINT "user_reservations_fk_schedule_id_schedules_pk_schedule_id_fk" FOREIGN KEY ("fk_schedule_id") REFERENCES "public"."schedules"("pk_schedule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reservations" ADD CONSTRAINT "user_reservations_fk_host_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_host_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reservations" ADD CONSTRAINT "user_reservations_fk_guest_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_guest_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reservations" ADD CONSTRAINT "user_reservations_awaiting_user_id_users_pk_user_id_fk" FOREIGN KEY ("awaiting_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_fk_conversation_id_conversations_pk_conversation_id_fk" FOREIGN KEY ("fk_conversation_id") REFERENCES "public"."conversations"("pk_conversation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_fk_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_fk_creator_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_creator_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_fk_company_id_companies_pk_company_id_fk" FOREIGN KEY ("fk_company_id") REFERENCES "public"."companies"("pk_company_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_contacts" ADD CONSTRAINT "guest_contacts_fk_company_id_companies_pk_company_id_fk" FOREIGN KEY ("fk_company_id") REFERENCES "public"."companies"("pk_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_contacts" ADD CONSTRAINT "guest_contacts_fk_conversation_id_conversations_pk_conversation_id_fk" FOREIGN KEY ("fk_conversation_id") REFERENCES "public"."conversations"("pk_conversation_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_receipts" ADD CONSTRAINT "message_receipts_fk_message_id_messages_pk_message_id_fk" FOREIGN KEY ("fk_message_id") REFERENCES "public"."messages"("pk_message_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_receipts" ADD CONSTRAINT "message_receipts_fk_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_fk_conversation_id_conversations_pk_conversation_id_fk" FOREIGN KEY ("fk_conversation_id") REFERENCES "public"."conversations"("pk_conversation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_fk_sender_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_sender_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spam_users" ADD CONSTRAINT "spam_users_fk_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spam_users" ADD CONSTRAINT "spam_users_fk_spam_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_spam_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_fk_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_fk_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_fk_document_version_id_document_versions_pk_document_version_id_fk" FOREIGN KEY ("fk_document_version_id") REFERENCES "public"."document_versions"("pk_document_version_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_fk_published_by_users_pk_user_id_fk" FOREIGN KEY ("fk_published_by") REFERENCES "public"."users"("pk_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_questions" ADD CONSTRAINT "event_questions_fk_event_id_events_pk_event_id_fk" FOREIGN KEY ("fk_event_id") REFERENCES "public"."events"("pk_event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_questions" ADD CONSTRAINT "event_questions_fk_question_id_questions_pk_question_id_fk" FOREIGN KEY ("fk_question_id") REFERENCES "public"."questions"("pk_question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_surveys" ADD CONSTRAINT "event_surveys_fk_event_id_events_pk_event_id_fk" FOREIGN KEY ("fk_event_id") REFERENCES "public"."events"("pk_event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_reports" ADD CONSTRAINT "meeting_reports_fk_user_reservation_id_user_reservations_pk_user_reservation_id_fk" FOREIGN KEY ("fk_user_reservation_id") REFERENCES "public"."user_reservations"("pk_user_reservation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_reports" ADD CONSTRAINT "meeting_reports_fk_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_option_titles" ADD CONSTRAINT "question_option_titles_fk_question_option_id_question_options_pk_question_option_id_fk" FOREIGN KEY ("fk_question_option_id") REFERENCES "public"."question_options"("pk_question_option_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_option_titles" ADD CONSTRAINT "question_option_titles_fk_language_id_languages_pk_language_id_fk" FOREIGN KEY ("fk_language_id") REFERENCES "public"."languages"("pk_language_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_fk_question_id_questions_pk_question_id_fk" FOREIGN KEY ("fk_question_id") REFERENCES "public"."questions"("pk_question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_titles" ADD CONSTRAINT "question_titles_fk_question_id_questions_pk_question_id_fk" FOREIGN KEY ("fk_question_id") REFERENCES "public"."questions"("pk_question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_titles" ADD CONSTRAINT "question_titles_fk_language_id_languages_pk_language_id_fk" FOREIGN KEY ("fk_language_id") REFERENCES "public"."languages"("pk_language_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_fk_chamber_id_codes_pk_code_id_fk" FOREIGN KEY ("fk_chamber_id") REFERENCES "public"."codes"("pk_code_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_created_by_users_pk_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("pk_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answer_options" ADD CONSTRAINT "survey_answer_options_fk_question_option_id_question_options_pk_question_option_id_fk" FOREIGN KEY ("fk_question_option_id") REFERENCES "public"."question_options"("pk_question_option_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answer_options" ADD CONSTRAINT "survey_answer_options_answer_fk" FOREIGN KEY ("fk_event_id","fk_user_id","fk_question_id") REFERENCES "public"."survey_answers"("fk_event_id","fk_user_id","fk_question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_fk_question_id_questions_pk_question_id_fk" FOREIGN KEY ("fk_question_id") REFERENCES "public"."questions"("pk_question_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_submission_fk" FOREIGN KEY ("fk_event_id","fk_user_id") REFERENCES "public"."survey_submissions"("fk_event_id","fk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_mailings" ADD CONSTRAINT "survey_mailings_fk_event_id_events_pk_event_id_fk" FOREIGN KEY ("fk_event_id") REFERENCES "public"."events"("pk_event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_mailings" ADD CONSTRAINT "survey_mailings_fk_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_submissions" ADD CONSTRAINT "survey_submissions_fk_event_id_events_pk_event_id_fk" FOREIGN KEY ("fk_event_id") REFERENCES "public"."events"("pk_event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_submissions" ADD CONSTRAINT "survey_submissions_fk_user_id_users_pk_user_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("pk_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_fk_language_id_languages_pk_language_id_fk" FOREIGN KEY ("fk_language_id") REFERENCES "public"."languages"("pk_language_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "function_groups_name_live_uq" ON "function_groups" USING btree (lower("name")) WHERE "function_groups"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "functions_alias_live_uq" ON "functions" USING btree (lower("alias")) WHERE "functions"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_live_uq" ON "roles" USING btree (lower("name")) WHERE "roles"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_notification_token_uq" ON "sessions" USING btree ("notification_token");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_hash_uq" ON "user_tokens" USING btree ("purpose","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("fk_company_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("fk_role_id");--> statement-breakpoint
CREATE INDEX "companies_country_idx" ON "companies" USING btree ("fk_country_id");--> statement-breakpoint
CREATE INDEX "companies_name_lower_idx" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "companies_name_folded_trgm" ON "companies" USING gin (folded("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_sectors_code_idx" ON "company_sectors" USING btree ("fk_code_id");--> statement-breakpoint
CREATE INDEX "company_types_code_idx" ON "company_types" USING btree ("fk_code_id");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("fk_owner_user_id");--> statement-breakpoint
CREATE INDEX "action_logs_created_idx" ON "action_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "action_logs_user_idx" ON "action_logs" USING btree ("fk_user_id");--> statement-breakpoint
CREATE INDEX "error_logs_created_idx" ON "error_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_logs_created_idx" ON "user_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_logs_user_idx" ON "user_logs" USING btree ("fk_user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_country_name_uq" ON "cities" USING btree ("fk_country_id","name");--> statement-breakpoint
CREATE INDEX "code_translations_search_trgm" ON "code_translations" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "code_translations_search_missing" ON "code_translations" USING btree ("fk_code_id") WHERE search_name is null;--> statement-breakpoint
CREATE UNIQUE INDEX "codes_type_code_uq" ON "codes" USING btree ("fk_code_type_id","code");--> statement-breakpoint
CREATE INDEX "codes_parent_idx" ON "codes" USING btree ("fk_code_type_id","fk_parent_id");--> statement-breakpoint
CREATE INDEX "certificates_company_idx" ON "certificates" USING btree ("fk_company_id");--> statement-breakpoint
CREATE INDEX "certificates_name_trgm_idx" ON "certificates" USING gin (folded("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_code_lists_code_idx" ON "company_code_lists" USING btree ("list","fk_code_id");--> statement-breakpoint
CREATE INDEX "company_country_lists_country_idx" ON "company_country_lists" USING btree ("list","fk_country_id");--> statement-breakpoint
CREATE INDEX "favorite_companies_company_idx" ON "favorite_companies" USING btree ("fk_company_id");--> statement-breakpoint
CREATE INDEX "search_records_recent_idx" ON "search_records" USING btree ("fk_user_id","item_type","searched_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("fk_user_id","created_at");--> statement-breakpoint
CREATE INDEX "feeds_published_idx" ON "feeds" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "catalogue_items_company_idx" ON "catalogue_items" USING btree ("fk_company_id","kind");--> statement-breakpoint
CREATE INDEX "catalogue_items_classification_idx" ON "catalogue_items" USING btree ("kind","fk_classification_id");--> statement-breakpoint
CREATE INDEX "catalogue_items_recent_idx" ON "catalogue_items" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "catalogue_items_name_trgm_idx" ON "catalogue_items" USING gin (folded("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "event_chambers_chamber_idx" ON "event_chambers" USING btree ("fk_chamber_id");--> statement-breakpoint
CREATE INDEX "event_invitation_items_item_idx" ON "event_invitation_items" USING btree ("fk_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_invitations_email_uq" ON "event_invitations" USING btree ("fk_event_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "event_invitations_token_uq" ON "event_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "event_invitations_user_idx" ON "event_invitations" USING btree ("fk_user_id");--> statement-breakpoint
CREATE INDEX "event_invitations_email_idx" ON "event_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "events_chamber_idx" ON "events" USING btree ("fk_chamber_id","start_date");--> statement-breakpoint
CREATE INDEX "events_start_idx" ON "events" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "search_documents_company_idx" ON "search_documents" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "search_documents_company_text_0" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'company' and item_id % 8 = 0;--> statement-breakpoint
CREATE INDEX "search_documents_company_text_1" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'company' and item_id % 8 = 1;--> statement-breakpoint
CREATE INDEX "search_documents_company_text_2" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'company' and item_id % 8 = 2;--> statement-breakpoint
CREATE INDEX "search_documents_company_text_3" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'company' and item_id % 8 = 3;--> statement-breakpoint
CREATE INDEX "search_documents_company_text_4" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'company' and item_id % 8 = 4;--> statement-breakpoint
CREATE INDEX "search_documents_company_text_5" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'company' and item_id % 8 = 5;--> statement-breakpoint
CREATE INDEX "search_documents_company_text_6" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'company' and item_id % 8 = 6;--> statement-breakpoint
CREATE INDEX "search_documents_company_text_7" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'company' and item_id % 8 = 7;--> statement-breakpoint
CREATE INDEX "search_documents_product_text_0" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'product' and item_id % 8 = 0;--> statement-breakpoint
CREATE INDEX "search_documents_product_text_1" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'product' and item_id % 8 = 1;--> statement-breakpoint
CREATE INDEX "search_documents_product_text_2" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'product' and item_id % 8 = 2;--> statement-breakpoint
CREATE INDEX "search_documents_product_text_3" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'product' and item_id % 8 = 3;--> statement-breakpoint
CREATE INDEX "search_documents_product_text_4" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'product' and item_id % 8 = 4;--> statement-breakpoint
CREATE INDEX "search_documents_product_text_5" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'product' and item_id % 8 = 5;--> statement-breakpoint
CREATE INDEX "search_documents_product_text_6" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'product' and item_id % 8 = 6;--> statement-breakpoint
CREATE INDEX "search_documents_product_text_7" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'product' and item_id % 8 = 7;--> statement-breakpoint
CREATE INDEX "search_documents_service_text_0" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'service' and item_id % 8 = 0;--> statement-breakpoint
CREATE INDEX "search_documents_service_text_1" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'service' and item_id % 8 = 1;--> statement-breakpoint
CREATE INDEX "search_documents_service_text_2" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'service' and item_id % 8 = 2;--> statement-breakpoint
CREATE INDEX "search_documents_service_text_3" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'service' and item_id % 8 = 3;--> statement-breakpoint
CREATE INDEX "search_documents_service_text_4" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'service' and item_id % 8 = 4;--> statement-breakpoint
CREATE INDEX "search_documents_service_text_5" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'service' and item_id % 8 = 5;--> statement-breakpoint
CREATE INDEX "search_documents_service_text_6" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'service' and item_id % 8 = 6;--> statement-breakpoint
CREATE INDEX "search_documents_service_text_7" ON "search_documents" USING gin ("document") WITH (fastupdate=false) WHERE kind = 'service' and item_id % 8 = 7;--> statement-breakpoint
CREATE INDEX "search_documents_company_names" ON "search_documents" USING gin ("name_words") WITH (fastupdate=false) WHERE kind = 'company';--> statement-breakpoint
CREATE INDEX "search_documents_categories" ON "search_documents" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "search_documents_recent" ON "search_documents" USING btree ("kind","changed_at");--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "event_banners_event_idx" ON "event_banners" USING btree ("fk_event_id","sort_order");--> statement-breakpoint
CREATE INDEX "event_documents_event_idx" ON "event_documents" USING btree ("fk_event_id","created_at");--> statement-breakpoint
CREATE INDEX "event_partners_order_idx" ON "event_partners" USING btree ("fk_event_id","sort_order");--> statement-breakpoint
CREATE INDEX "event_partners_partner_idx" ON "event_partners" USING btree ("fk_partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "halls_event_name_uq" ON "halls" USING btree ("fk_event_id",lower("name"));--> statement-breakpoint
CREATE INDEX "partners_chamber_idx" ON "partners" USING btree ("fk_chamber_id",lower("name")) WHERE "partners"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "schedule_speakers_speaker_idx" ON "schedule_speakers" USING btree ("fk_speaker_id");--> statement-breakpoint
CREATE INDEX "schedule_users_not_interested_user_idx" ON "schedule_users_not_interested" USING btree ("fk_user_id");--> statement-breakpoint
CREATE INDEX "schedules_event_start_idx" ON "schedules" USING btree ("fk_event_id","start_time");--> statement-breakpoint
CREATE INDEX "schedules_hall_idx" ON "schedules" USING btree ("fk_hall_id");--> statement-breakpoint
CREATE INDEX "speakers_chamber_idx" ON "speakers" USING btree ("fk_chamber_id","last_name","first_name") WHERE "speakers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "templates_chamber_name_uq" ON "templates" USING btree ("fk_chamber_id",lower("name"));--> statement-breakpoint
CREATE INDEX "activity_counts_economy_idx" ON "activity_counts" USING btree ("from_country_id","to_country_id","span","bucket");--> statement-breakpoint
CREATE INDEX "activity_counts_economies_idx" ON "activity_counts" USING btree ("to_country_id","span","bucket");--> statement-breakpoint
CREATE INDEX "meeting_wishes_wanted_idx" ON "meeting_wishes" USING btree ("fk_schedule_id","fk_wanted_user_id");--> statement-breakpoint
CREATE INDEX "reservation_people_reservation_idx" ON "reservation_people" USING btree ("fk_user_reservation_id");--> statement-breakpoint
CREATE INDEX "scheduler_runs_schedule_idx" ON "scheduler_runs" USING btree ("fk_schedule_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduler_runs_one_running_uq" ON "scheduler_runs" USING btree ("fk_schedule_id") WHERE "scheduler_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "user_reservations_schedule_slot_idx" ON "user_reservations" USING btree ("fk_schedule_id","slot_start");--> statement-breakpoint
CREATE INDEX "user_reservations_host_idx" ON "user_reservations" USING btree ("fk_host_user_id");--> statement-breakpoint
CREATE INDEX "user_reservations_guest_idx" ON "user_reservations" USING btree ("fk_guest_user_id");--> statement-breakpoint
CREATE INDEX "conversation_members_user_idx" ON "conversation_members" USING btree ("fk_user_id");--> statement-breakpoint
CREATE INDEX "guest_contacts_email_idx" ON "guest_contacts" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "guest_contacts_address_idx" ON "guest_contacts" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "message_receipts_user_idx" ON "message_receipts" USING btree ("fk_user_id","is_read");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("fk_conversation_id","send_on");--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("fk_sender_user_id","send_on");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_token_uq" ON "data_exports" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_active_uq" ON "data_exports" USING btree ("fk_user_id") WHERE "data_exports"."status" in ('pending', 'running', 'ready');--> statement-breakpoint
CREATE INDEX "data_exports_status_idx" ON "data_exports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "consents_user_kind_idx" ON "consents" USING btree ("fk_user_id","kind","pk_consent_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_kind_version_uq" ON "document_versions" USING btree ("kind","version");--> statement-breakpoint
CREATE INDEX "event_questions_question_idx" ON "event_questions" USING btree ("fk_question_id");--> statement-breakpoint
CREATE INDEX "meeting_reports_user_idx" ON "meeting_reports" USING btree ("fk_user_id");--> statement-breakpoint
CREATE INDEX "question_options_question_idx" ON "question_options" USING btree ("fk_question_id","position");--> statement-breakpoint
CREATE INDEX "questions_chamber_idx" ON "questions" USING btree ("fk_chamber_id","updated_at");--> statement-breakpoint
CREATE INDEX "survey_answer_options_option_idx" ON "survey_answer_options" USING btree ("fk_question_option_id");--> statement-breakpoint
CREATE INDEX "survey_answer_options_event_idx" ON "survey_answer_options" USING btree ("fk_event_id","fk_question_option_id");--> statement-breakpoint
CREATE INDEX "survey_answers_question_idx" ON "survey_answers" USING btree ("fk_question_id","fk_event_id","answered_at");--> statement-breakpoint
CREATE INDEX "survey_answers_tally_idx" ON "survey_answers" USING btree ("fk_event_id","fk_question_id","rating");--> statement-breakpoint
CREATE INDEX "survey_submissions_user_idx" ON "survey_submissions" USING btree ("fk_user_id");