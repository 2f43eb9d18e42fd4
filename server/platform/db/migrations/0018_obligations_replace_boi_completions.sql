-- A completed BOI deadline becomes the completed occurrence of the catalogue's 'us-boi' rule:
-- one period, keyed by the incorporation date, due 60 days after it (domain/compliance/rules.ts).
INSERT INTO "obligations" ("client_id", "rule_id", "period_key", "anchor_date", "due_date", "completed_at", "completed_by", "completed_by_name")
SELECT c."id", 'us-boi', to_char(c."incorporation_date", 'YYYY-MM-DD'), c."incorporation_date", c."incorporation_date" + 60,
       d."completed_at", d."completed_by", d."completed_by_name"
FROM "deadline_completions" d
JOIN "clients" c ON d."deadline_id" = 'boi:' || c."id"::text
WHERE c."incorporation_date" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "deadline_completions" CASCADE;
