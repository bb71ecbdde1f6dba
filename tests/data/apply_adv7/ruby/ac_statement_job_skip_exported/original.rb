# frozen_string_literal: true

module Statements
  # Builds, archives and delivers month-end statements for every active account.
  # Enqueued by the scheduler on the 2nd business day of each month.
  class MonthlyExportJob
    include Sidekiq::Job

    sidekiq_options queue: :statements, retry: 5

    BATCH_SIZE = 500
    DELIVERY_CHANNELS = %w[email portal].freeze

    def perform(period_iso, branch_code = nil)
      period = Date.iso8601(period_iso).end_of_month
      scope = Account.active.where(statement_delivery: DELIVERY_CHANNELS)
      scope = scope.where(branch_code: branch_code) if branch_code

      scope.find_in_batches(batch_size: BATCH_SIZE) do |accounts|
        accounts.each do |account|
          export_for(account, period)
        end
      end

      StatementMailer.batch_complete(period, branch_code).deliver_later
    end

    private

    def export_for(account, period)
      statement = StatementBuilder.new(account, period).build
      pdf = StatementPdfRenderer.new(statement).render
      StatementArchive.store!(account_id: account.id, period: period, pdf: pdf)
      deliver(account, statement, pdf)
    rescue StatementBuilder::LedgerNotClosedError => e
      Rails.logger.warn("[statements] ledger not closed account=#{account.id} period=#{label(period)}: #{e.message}")
    end

    def deliver(account, statement, pdf)
      case account.statement_delivery
      when "email"
        StatementMailer.monthly(account, statement, pdf).deliver_later
      when "portal"
        PortalNotification.statement_ready(account, label(statement.period))
      else
        Rails.logger.warn("[statements] unknown delivery channel account=#{account.id}")
      end
    end

    def label(period)
      period.strftime("%Y-%m")
    end
  end
end
