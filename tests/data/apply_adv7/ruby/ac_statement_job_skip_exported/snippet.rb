module Statements
  # ... class comment unchanged ...
  class MonthlyExportJob
    # ... Sidekiq options and constants as before ...

    def perform(period_iso, branch_code = nil)
      # ... period parsing and account scope as before ...
      exported = 0

      scope.find_in_batches(batch_size: BATCH_SIZE) do |accounts|
        accounts.each do |account|
          exported += 1 if export_for(account, period)
        end
      end

      StatementMailer.batch_complete(period, branch_code, exported: exported).deliver_later
    end

    private

    # Returns true when a statement was produced, false when skipped.
    # Re-runs after a partial failure must not email customers twice.
    def export_for(account, period)
      return false if StatementArchive.exists_for?(account_id: account.id, period: period)

      # ... build, render, archive and deliver exactly as before ...
      true
    rescue StatementBuilder::LedgerNotClosedError => e
      Rails.logger.warn("[statements] ledger not closed account=#{account.id} period=#{label(period)}: #{e.message}")
      false
    end

    # ... deliver and label helpers unchanged ...
  end
end
