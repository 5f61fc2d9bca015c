-- A second successful payment of an order already paid is refunded automatically: the payment is
-- marked, and its refund is kept apart from the order's own refunds (it gives back none of what the
-- order cost, so it changes neither what is left to refund nor the invoice).
ALTER TABLE "payment_transactions" ADD COLUMN "duplicate" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "duplicate" boolean DEFAULT false NOT NULL;
