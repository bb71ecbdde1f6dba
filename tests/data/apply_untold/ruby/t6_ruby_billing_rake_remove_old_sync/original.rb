# frozen_string_literal: true

namespace :billing do
  desc "Generate invoices for subscriptions renewing today"
  task generate_invoices: :environment do
    Subscription.renewing_on(Date.current).find_each do |subscription|
      Billing::InvoiceGenerator.new(subscription).call
    rescue Billing::Error => e
      Rails.logger.error("[billing] invoice failed for #{subscription.id}: #{e.message}")
    end
  end

  desc "Retry failed charges from the last 3 days"
  task retry_failed_charges: :environment do
    Charge.failed.where(created_at: 3.days.ago..).find_each do |charge|
      Billing::ChargeRetrier.new(charge).call
    end
  end

  desc "Sync invoices to the old ERP over SOAP (pre-2023 accounts)"
  task old_sync: :environment do
    client = LegacyErp::SoapClient.new(ENV.fetch("LEGACY_ERP_URL"))
    Invoice.where(synced_at: nil).where("created_at < ?", Date.new(2023, 1, 1)).find_each do |invoice|
      client.push_invoice(invoice.as_legacy_xml)
      invoice.update_column(:synced_at, Time.current)
    end
  end

  desc "Send payment reminders for overdue invoices"
  task send_reminders: :environment do
    Invoice.overdue.includes(:account).find_each do |invoice|
      next if invoice.reminder_sent_at&.after?(7.days.ago)

      BillingMailer.payment_reminder(invoice).deliver_later
      invoice.touch(:reminder_sent_at)
    end
  end

  desc "Export last month's revenue to CSV"
  task export_revenue: :environment do
    range = 1.month.ago.all_month
    path = Rails.root.join("tmp", "revenue-#{range.first.strftime('%Y-%m')}.csv")
    Billing::RevenueExport.new(range).write(path)
    puts "wrote #{path}"
  end
end
