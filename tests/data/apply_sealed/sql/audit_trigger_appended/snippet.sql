-- ... existing triggers ...

DROP TRIGGER IF EXISTS payouts_audit ON payouts;
CREATE TRIGGER payouts_audit
    AFTER INSERT OR UPDATE OR DELETE ON payouts
    FOR EACH ROW EXECUTE FUNCTION write_audit_log();
