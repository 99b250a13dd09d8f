-- The operator audit log is append-only (decision 0026): no statement may
-- change or remove an entry, whoever runs it, short of dropping the trigger.
CREATE FUNCTION operator_action_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_action is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER operator_action_no_update_delete
  BEFORE UPDATE OR DELETE ON operator_action
  FOR EACH ROW EXECUTE FUNCTION operator_action_append_only();
--> statement-breakpoint
CREATE TRIGGER operator_action_no_truncate
  BEFORE TRUNCATE ON operator_action
  FOR EACH STATEMENT EXECUTE FUNCTION operator_action_append_only();
