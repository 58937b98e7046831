-- Chat reliability (issue 11): every bot answer records how it ended, who wrote it and the tokens it
-- cost. Existing rows are complete answers. The columns live on `messages`, so account export and
-- deletion (which already cover messages) include them.
ALTER TABLE `messages` ADD `status` text DEFAULT 'complete' NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `source` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `model` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `input_tokens` integer;--> statement-breakpoint
ALTER TABLE `messages` ADD `output_tokens` integer;
