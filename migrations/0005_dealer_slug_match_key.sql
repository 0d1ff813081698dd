-- Slugs that differ only by hyphens name one dealer (domain/dealers/slug.ts dealerMatchKey):
-- the Worker finds a dealer by this key and answers other spellings with a 301 to the slug.
-- Written by hand: drizzle-kit 0.31 quotes an expression index's parts as identifiers.
CREATE UNIQUE INDEX `dealers_match_key` ON `dealers` (replace("slug", '-', ''));
