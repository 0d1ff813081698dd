CREATE INDEX `magic_link_tokens_expires_at_idx` ON `magic_link_tokens` (`expires_at`);--> statement-breakpoint
CREATE INDEX `rate_limits_window_start_idx` ON `rate_limits` (`window_start`);--> statement-breakpoint
CREATE INDEX `sessions_expires_at_idx` ON `sessions` (`expires_at`);