CREATE TABLE `dealer_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`detail` text DEFAULT '{}' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `dealer_audit_slug_idx` ON `dealer_audit` (`slug`,`created_at`);--> statement-breakpoint
CREATE TABLE `dealer_daily_counts` (
	`slug` text NOT NULL,
	`day` text NOT NULL,
	`event` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`slug`, `day`, `event`)
);
--> statement-breakpoint
CREATE TABLE `dealer_staff` (
	`email` text NOT NULL,
	`slug` text NOT NULL,
	`granted_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`email`, `slug`),
	FOREIGN KEY (`slug`) REFERENCES `dealers`(`slug`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dealer_staff_slug_idx` ON `dealer_staff` (`slug`);--> statement-breakpoint
CREATE TABLE `dealers` (
	`slug` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`city` text,
	`brand` text NOT NULL,
	`website` text,
	`phone` text,
	`logo_key` text,
	`offers` text DEFAULT '[]' NOT NULL,
	`installers` text DEFAULT '[]' NOT NULL,
	`faq` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
