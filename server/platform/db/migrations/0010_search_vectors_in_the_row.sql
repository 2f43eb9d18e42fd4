-- A document's search vector (its title and PDF text, about 1.4 KB) is read for every
-- row a full-text search checks. Next to the compressed PDF text the row passed 2 KB,
-- so PostgreSQL moved the vector out of the row, and each check cost a TOAST lookup,
-- several times the check itself. MAIN keeps the vector in the row; the extracted
-- text, which no query reads, goes out of the row instead (decision 021). Rows
-- already written take the new layout when next written, or all at once with
-- VACUUM FULL documents, which cannot run inside this migration's transaction.
ALTER TABLE "documents" ALTER COLUMN "search" SET STORAGE MAIN;
