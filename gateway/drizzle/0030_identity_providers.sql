CREATE TABLE "identity_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" bigint NOT NULL,
	"side" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_providers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"side" text DEFAULT 'user' NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"client_id" text DEFAULT '' NOT NULL,
	"client_secret" text DEFAULT '' NOT NULL,
	"scopes" text DEFAULT 'openid email profile' NOT NULL,
	"redirect_url" text DEFAULT '' NOT NULL,
	"ldap_url" text DEFAULT '' NOT NULL,
	"bind_dn" text DEFAULT '' NOT NULL,
	"bind_password" text DEFAULT '' NOT NULL,
	"search_base" text DEFAULT '' NOT NULL,
	"search_filter" text DEFAULT '(uid={account})' NOT NULL,
	"account_claim" text DEFAULT 'preferred_username' NOT NULL,
	"email_claim" text DEFAULT 'email' NOT NULL,
	"groups_claim" text DEFAULT 'groups' NOT NULL,
	"role_map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_accounts" boolean DEFAULT false NOT NULL,
	"trust_email" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sso_states" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL,
	"provider_id" bigint NOT NULL,
	"side" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"redirect_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_links" ADD CONSTRAINT "identity_links_provider_id_identity_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_states" ADD CONSTRAINT "sso_states_provider_id_identity_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_links_subject_key" ON "identity_links" USING btree ("provider_id","side","subject");--> statement-breakpoint
CREATE INDEX "identity_links_user_idx" ON "identity_links" USING btree ("side","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_providers_name_key" ON "identity_providers" USING btree (lower("name")) WHERE "identity_providers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_states_state_key" ON "sso_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "sso_states_expiry_idx" ON "sso_states" USING btree ("expires_at");