-- The audit log uses no other module (docs/decisions/016): the users it names are ids without foreign keys.
-- Deleting an account clears them in its own transaction (audit.service forgetPerson), as ON DELETE SET NULL did.
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_person_id_users_id_fk";
