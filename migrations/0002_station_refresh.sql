CREATE TABLE `station_cells` (
	`generation` integer NOT NULL,
	`key` text NOT NULL,
	`body` text NOT NULL,
	PRIMARY KEY(`generation`, `key`)
);
--> statement-breakpoint
CREATE TABLE `station_index` (
	`id` integer PRIMARY KEY NOT NULL,
	`generation` integer NOT NULL,
	`body` text NOT NULL,
	`refreshed_at` text NOT NULL
);
