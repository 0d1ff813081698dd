CREATE TABLE `station_refresh_pages` (
	`run` integer NOT NULL,
	`state` text NOT NULL,
	`offset` integer NOT NULL,
	`last` integer NOT NULL,
	`body` text NOT NULL,
	PRIMARY KEY(`run`, `state`, `offset`)
);
--> statement-breakpoint
ALTER TABLE `magic_link_tokens` ADD `browser_hash` text;