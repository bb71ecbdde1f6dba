# frozen_string_literal: true

require "csv"

class ImportContactsJob
  include Sidekiq::Job

  sidekiq_options queue: :imports, retry: 3

  REQUIRED_HEADERS = %w[email first_name last_name].freeze

  def perform(import_id)
    import = ContactImport.find(import_id)
    return if import.completed?

    import.update!(status: "processing", started_at: Time.current)
    rows = CSV.parse(import.file.download, headers: true)
    missing = REQUIRED_HEADERS - rows.headers.compact.map(&:strip)
    raise ArgumentError, "missing columns: #{missing.join(', ')}" if missing.any?

    created = 0
    skipped = 0

    rows.each_with_index do |row, index|
      email = row["email"].to_s.strip.downcase
      if email.blank?
        skipped += 1
        next
      end

      contact = import.account.contacts.find_or_initialize_by(email: email)
      contact.first_name = row["first_name"].to_s.strip.presence || contact.first_name
      contact.last_name = row["last_name"].to_s.strip.presence || contact.last_name
      contact.tags |= parse_tags(row["tags"])
      contact.save!
      created += 1 if contact.previously_new_record?

      report_progress(import, index + 1, rows.size) if (index % 100).zero?
    end

    import.update!(
      status: "completed",
      finished_at: Time.current,
      created_count: created,
      skipped_count: skipped
    )
    ImportMailer.finished(import).deliver_later
  end

  private

  def parse_tags(value)
    value.to_s.split(/[;,]/).map(&:strip).reject(&:empty?).uniq
  end

  def report_progress(import, done, total)
    import.update_column(:progress, ((done.to_f / total) * 100).round)
  end
end
