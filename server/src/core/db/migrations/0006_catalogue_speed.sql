CREATE TABLE "articolo_prezzo_vendita" (
	"id" integer PRIMARY KEY NOT NULL,
	"cod_articolo" varchar(32) NOT NULL,
	"prezzo_listino" numeric(10, 2),
	"percentuale_sconto" numeric(5, 2) DEFAULT 0 NOT NULL,
	"prezzo_vendita" numeric(10, 2),
	CONSTRAINT "articolo_prezzo_vendita_cod_articolo_unique" UNIQUE("cod_articolo")
);
--> statement-breakpoint
ALTER TABLE "articolo" ADD COLUMN "taglie_disponibili" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "articolo" ADD COLUMN "colori" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "articolo_prezzo_vendita" ADD CONSTRAINT "articolo_prezzo_vendita_id_articolo_id_fk" FOREIGN KEY ("id") REFERENCES "public"."articolo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articolo_prezzo_vendita_idx" ON "articolo_prezzo_vendita" USING btree ("prezzo_vendita","id");--> statement-breakpoint
CREATE INDEX "articolo_prezzo_vendita_desc_idx" ON "articolo_prezzo_vendita" USING btree ("prezzo_vendita" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "articolo_prezzo_listino_idx" ON "articolo_prezzo_vendita" USING btree ("prezzo_listino","id");--> statement-breakpoint
CREATE INDEX "articolo_sconto_idx" ON "articolo_prezzo_vendita" USING btree ("percentuale_sconto","id");--> statement-breakpoint
CREATE INDEX "articolo_taglie_idx" ON "articolo" USING gin ("taglie_disponibili");--> statement-breakpoint
CREATE INDEX "articolo_colori_idx" ON "articolo" USING gin ("colori");
--> statement-breakpoint
CREATE FUNCTION "articolo_prezzi_aggiorna"(codici text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- NULL: every article. The codes are joined, never searched one by one in an array.
  IF codici IS NULL THEN
    codici := array(SELECT "cod_articolo"::text FROM "articolo");
  END IF;
  UPDATE "articolo_prezzo_vendita" v
  SET "prezzo_listino" = p.listino, "percentuale_sconto" = p.sconto, "prezzo_vendita" = round(p.listino * (100 - p.sconto) / 100, 2)
  FROM (
    SELECT x."cod_articolo", l."prezzo_listino_cli" AS listino, coalesce(sc."percentuale", 0) AS sconto
    FROM "articolo_prezzo_vendita" x
    LEFT JOIN ("articolo_prezzo_stagione" l JOIN "stagione" s ON s."cod_stagione" = l."cod_stagione" AND s."corrente")
      ON l."cod_articolo" = x."cod_articolo" AND l."cod_listino_cli" = 'B2C'
    LEFT JOIN "sconto" sc ON sc."cod_articolo" = x."cod_articolo"
    WHERE x."cod_articolo" IN (SELECT unnest(codici))
  ) p
  WHERE v."cod_articolo" = p."cod_articolo"
    AND (v."prezzo_listino", v."percentuale_sconto", v."prezzo_vendita")
      IS DISTINCT FROM (p.listino, p.sconto, round(p.listino * (100 - p.sconto) / 100, 2));
END $$;
--> statement-breakpoint
CREATE FUNCTION "articolo_taglie_aggiorna"(codici text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF codici IS NULL THEN
    codici := array(SELECT "cod_articolo"::text FROM "articolo");
  END IF;
  UPDATE "articolo" a
  SET "taglie_disponibili" = coalesce(t.valori, '{}')
  FROM (
    SELECT x."cod_articolo", (
      SELECT array_agg(DISTINCT v.valore COLLATE "C" ORDER BY v.valore COLLATE "C") FROM "articolo_disponibilita" d
      JOIN "tabella_taglia" tt ON tt."cod_tabella_taglia" = x."cod_tabella_taglia" AND tt."prog_sigla_taglia" = d."prog_sigla_taglia"
      CROSS JOIN LATERAL (VALUES (tt."sigla_taglia"::text), (d."cod_colore" || '/' || tt."sigla_taglia")) AS v(valore)
      WHERE d."cod_articolo" = x."cod_articolo" AND d."qta" > 0) AS valori
    FROM "articolo" x
    WHERE x."cod_articolo" IN (SELECT unnest(codici))
  ) t
  WHERE a."cod_articolo" = t."cod_articolo" AND a."taglie_disponibili" IS DISTINCT FROM coalesce(t.valori, '{}');
END $$;
--> statement-breakpoint
CREATE FUNCTION "articolo_colori_aggiorna"(codici text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF codici IS NULL THEN
    codici := array(SELECT "cod_articolo"::text FROM "articolo");
  END IF;
  UPDATE "articolo" a
  SET "colori" = coalesce(c.valori, '{}')
  FROM (
    SELECT x."cod_articolo", (SELECT array_agg(ac."cod_colore"::text ORDER BY ac."cod_colore" COLLATE "C") FROM "articolo_colore" ac
      WHERE ac."cod_articolo" = x."cod_articolo") AS valori
    FROM "articolo" x
    WHERE x."cod_articolo" IN (SELECT unnest(codici))
  ) c
  WHERE a."cod_articolo" = c."cod_articolo" AND a."colori" IS DISTINCT FROM coalesce(c.valori, '{}');
END $$;
--> statement-breakpoint
CREATE FUNCTION "articolo_copie_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  codici text[];
BEGIN
  IF TG_TABLE_NAME = 'articolo' THEN
    INSERT INTO "articolo_prezzo_vendita" ("id", "cod_articolo") SELECT "id", "cod_articolo" FROM nuove;
    codici := array(SELECT "cod_articolo" FROM nuove);
    -- Colours and sizes come with their own rows (and triggers) once the article exists.
    PERFORM "articolo_prezzi_aggiorna"(codici);
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'stagione' THEN
    PERFORM "articolo_prezzi_aggiorna"(NULL);
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    codici := array(SELECT DISTINCT "cod_articolo" FROM nuove);
  ELSIF TG_OP = 'UPDATE' THEN
    codici := array(SELECT "cod_articolo" FROM nuove UNION SELECT "cod_articolo" FROM vecchie);
  ELSE
    codici := array(SELECT DISTINCT "cod_articolo" FROM vecchie);
  END IF;
  IF TG_TABLE_NAME = 'articolo_disponibilita' THEN
    PERFORM "articolo_taglie_aggiorna"(codici);
  ELSIF TG_TABLE_NAME = 'articolo_colore' THEN
    PERFORM "articolo_colori_aggiorna"(codici);
  ELSE
    PERFORM "articolo_prezzi_aggiorna"(codici);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sconto_copie_ins" AFTER INSERT ON "sconto" REFERENCING NEW TABLE AS nuove FOR EACH STATEMENT EXECUTE FUNCTION "articolo_copie_trg"();
--> statement-breakpoint
CREATE TRIGGER "sconto_copie_upd" AFTER UPDATE ON "sconto" REFERENCING OLD TABLE AS vecchie NEW TABLE AS nuove FOR EACH STATEMENT EXECUTE FUNCTION "articolo_copie_trg"();
--> statement-breakpoint
CREATE TRIGGER "sconto_copie_del" AFTER DELETE ON "sconto" REFERENCING OLD TABLE AS vecchie FOR EACH STATEMENT EXECUTE FUNCTION "articolo_copie_trg"();
--> statement-breakpoint
CREATE TRIGGER "prezzo_copie_ins" AFTER INSERT ON "articolo_prezzo_stagione" REFERENCING NEW TABLE AS nuove FOR EACH STATEMENT EXECUTE FUNCTION "articolo_copie_trg"();
--> statement-breakpoint
CREATE TRIGGER "prezzo_copie_upd" AFTER UPDATE ON "articolo_prezzo_stagione" REFERENCING OLD TABLE AS vecchie NEW TABLE AS nuove FOR EACH STATEMENT EXECUTE FUNCTION "articolo_copie_trg"();
--> statement-breakpoint
CREATE TRIGGER "prezzo_copie_del" AFTER DELETE ON "articolo_prezzo_stagione" REFERENCING OLD TABLE AS vecchie FOR EACH STATEMENT EXECUTE FUNCTION "articolo_copie_trg"();
--> statement-breakpoint
CREATE TRIGGER "stagione_copie" AFTER INSERT OR UPDATE OR DELETE ON "stagione" FOR EACH STATEMENT EXECUTE FUNCTION "articolo_copie_trg"();
--> statement-breakpoint
CREATE TRIGGER "disponibilita_copie_ins" AFTER INSERT ON "articolo_disponibilita" REFERENCING NEW TABLE AS nuove FOR EACH STATEMENT EXECUTE FUNCTION "articolo_copie_trg"();
--> statement-breakpoint
CREATE TRIGGER "disponibilita_copie_upd" AFTER UPDATE ON "articolo_disponibilita" REFERENCING OLD TABLE AS vecchie NEW TABLE AS nuove FOR EACH STATEMENT EXECUTE FUNCTION "articolo_copie_trg"();
--> statement-breakpoint
CREATE TRIGGER "disponibilita_copie_del" AFTER DELETE ON "articolo_disponibilita" REFERENCING OLD TABLE AS vecchie FOR EACH STATEMENT EXECUTE FUNCTION "articolo_copie_trg"();
--> statement-breakpoint
CREATE TRIGGER "colore_copie_ins" AFTER INSERT ON "articolo_colore" REFERENCING NEW TABLE AS nuove FOR EACH STATEMENT EXECUTE FUNCTION "articolo_copie_trg"();
--> statement-breakpoint
CREATE TRIGGER "colore_copie_upd" AFTER UPDATE ON "articolo_colore" REFERENCING OLD TABLE AS vecchie NEW TABLE AS nuove FOR EACH STATEMENT EXECUTE FUNCTION "articolo_copie_trg"();
--> statement-breakpoint
CREATE TRIGGER "colore_copie_del" AFTER DELETE ON "articolo_colore" REFERENCING OLD TABLE AS vecchie FOR EACH STATEMENT EXECUTE FUNCTION "articolo_copie_trg"();
--> statement-breakpoint
CREATE TRIGGER "articolo_copie_ins" AFTER INSERT ON "articolo" REFERENCING NEW TABLE AS nuove FOR EACH STATEMENT EXECUTE FUNCTION "articolo_copie_trg"();
--> statement-breakpoint
INSERT INTO "articolo_prezzo_vendita" ("id", "cod_articolo") SELECT "id", "cod_articolo" FROM "articolo";
--> statement-breakpoint
SELECT "articolo_prezzi_aggiorna"(NULL);
--> statement-breakpoint
SELECT "articolo_taglie_aggiorna"(NULL);
--> statement-breakpoint
SELECT "articolo_colori_aggiorna"(NULL);
