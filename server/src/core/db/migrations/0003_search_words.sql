CREATE TABLE "search_words" (
	"language" varchar(3) NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_word_language_pk" PRIMARY KEY("word","language")
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "search_words" ("language", "word")
SELECT DISTINCT 'ita', w FROM "articolo", regexp_split_to_table("testo_ricerca", '[^[:alnum:]]+') AS w WHERE w <> ''
UNION
SELECT DISTINCT 'eng', w FROM "articolo", regexp_split_to_table("testo_ricerca_eng", '[^[:alnum:]]+') AS w WHERE w <> '';
