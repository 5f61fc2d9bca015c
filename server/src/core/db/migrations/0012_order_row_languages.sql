ALTER TABLE "order_rows" ADD COLUMN "description_eng" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "order_rows" SET "description_eng" = "description";
