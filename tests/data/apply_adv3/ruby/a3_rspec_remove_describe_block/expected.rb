# frozen_string_literal: true

require "rails_helper"

RSpec.describe InvoiceMailer, type: :mailer do
  let(:customer) { create(:customer, email: "ada@example.com", locale: "en") }
  let(:invoice) { create(:invoice, customer: customer, number: "INV-1042") }

  describe "#issued" do
    let(:mail) { described_class.with(invoice: invoice).issued }

    it "is sent to the customer" do
      expect(mail.to).to eq(["ada@example.com"])
    end

    it "mentions the invoice number in the subject" do
      expect(mail.subject).to include("INV-1042")
    end
  end

  describe "#reminder" do
    let(:mail) { described_class.with(invoice: invoice).reminder }

    it "is sent to the customer" do
      expect(mail.to).to eq(["ada@example.com"])
    end

    it "includes the due date" do
      invoice.update!(due_on: Date.new(2024, 3, 1))

      expect(mail.body.encoded).to include("March 1, 2024")
    end
  end

  describe "#paid" do
    let(:mail) { described_class.with(invoice: invoice).paid }

    it "is sent to the customer" do
      expect(mail.to).to eq(["ada@example.com"])
    end

    it "thanks the customer" do
      expect(mail.body.encoded).to include("Thank you")
    end
  end
end
