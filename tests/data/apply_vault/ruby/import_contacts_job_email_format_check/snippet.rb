  def perform(import_id)
    # ... existing code ...

    rows.each_with_index do |row, index|
      email = row["email"].to_s.strip.downcase
      if email.blank? || !email.match?(URI::MailTo::EMAIL_REGEXP)
        skipped += 1
        next
      end

      # ... existing code ...
    end

    # ... existing code ...
  end
