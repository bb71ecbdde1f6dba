require "test_helper"

class InvoiceMailerTest < ActionMailer::TestCase
  setup do
    @invoice = invoices(:march)
    @customer = @invoice.customer
  end

  test "issued" do
    mail = InvoiceMailer.issued(@invoice)
    assert_equal "Invoice #{@invoice.number}", mail.subject
    assert_equal [@customer.email], mail.to
    assert_match @invoice.total.format, mail.body.encoded
  end

  test "reminder" do
    mail = InvoiceMailer.reminder(@invoice)
    assert_equal "Reminder: invoice #{@invoice.number} is due", mail.subject
    assert_equal [@customer.email], mail.to
  end

  test "overdue" do
    travel_to @invoice.due_on + 8.days do
      mail = InvoiceMailer.overdue(@invoice)
      assert_equal "Invoice #{@invoice.number} is overdue", mail.subject
      assert_match "8 days", mail.body.encoded
    end
  end

  test "receipt" do
    mail = InvoiceMailer.receipt(@invoice)
    assert_equal "Receipt for invoice #{@invoice.number}", mail.subject
  end
end
