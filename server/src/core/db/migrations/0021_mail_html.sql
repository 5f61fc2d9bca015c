-- The HTML part of a queued mail, sent beside its text part (body); emptied with it once delivered.
ALTER TABLE "mail_outbox" ADD COLUMN "html" text;
