class OrderMailer < ApplicationMailer
  # ...

  def shipped(order, shipment)
    # ... existing assigns ...
    @tracking_url = shipment.carrier.tracking_url(shipment.tracking_number)
    @estimated_delivery = shipment.estimated_delivery_on

    mail(
      to: @customer.email,
      reply_to: SUPPORT_ADDRESS,
      subject: "Order #{order.number} is on its way"
    )
  end

  # ...
end
