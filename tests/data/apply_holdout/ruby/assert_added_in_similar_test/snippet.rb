  test "reminder" do
    mail = InvoiceMailer.reminder(@invoice)
    assert_equal "Reminder: invoice #{@invoice.number} is due", mail.subject
    assert_equal [@customer.email], mail.to
    assert_equal ["billing@acme.io"], mail.from
  end
