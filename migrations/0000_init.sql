CREATE TABLE `feedback` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`page` text NOT NULL,
	`helpful` integer NOT NULL,
	`comment` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `magic_link_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`next` text,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `magic_link_tokens_email_idx` ON `magic_link_tokens` (`email`);--> statement-breakpoint
CREATE TABLE `progress` (
	`user_id` text PRIMARY KEY NOT NULL,
	`charging_basics` integer DEFAULT 0 NOT NULL,
	`home_charger` integer DEFAULT 0 NOT NULL,
	`public_charging` integer DEFAULT 0 NOT NULL,
	`maximize_savings` integer DEFAULT 0 NOT NULL,
	`automate_charging` integer DEFAULT 0 NOT NULL,
	`driving_tips` integer DEFAULT 0 NOT NULL,
	`battery_health` integer DEFAULT 0 NOT NULL,
	`incentives` integer DEFAULT 0 NOT NULL,
	`user_inputs` text DEFAULT '{}' NOT NULL,
	`calculations` text DEFAULT '{}' NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `utility_submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`utility_name` text NOT NULL,
	`zip_code` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
