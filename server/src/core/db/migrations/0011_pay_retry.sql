ALTER TABLE "orders" ADD COLUMN "return_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_attempts" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_return_token_hash_unique" UNIQUE("return_token_hash");