-- A conversation keeps the contestants its last send asked (docs/decisions/039-contestants.md).
ALTER TABLE "conversations" ADD COLUMN "contestants" jsonb;