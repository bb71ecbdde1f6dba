  # ... existing code ...

  def special_edition(subscriber, issue)
    @subscriber = subscriber
    @issue = issue
    @unsubscribe_url = unsubscribe_url(token: subscriber.unsubscribe_token, list: "special_editions")
    attachments.inline["header.png"] = issue.header_image.download if issue.header_image.attached?
    mail(to: subscriber.email, subject: "Special edition: #{issue.headline}")
  end

  # ... existing code ...
