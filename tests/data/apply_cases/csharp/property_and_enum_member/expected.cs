using System;
using System.ComponentModel.DataAnnotations;

namespace Shop.Api.Models
{
    public class Order
    {
        public int Id { get; set; }

        [Required]
        [MaxLength(64)]
        public string CustomerEmail { get; set; } = string.Empty;

        public DateTime CreatedAt { get; set; } = DateTime.UtcNow;

        public decimal Subtotal { get; set; }

        public decimal Tax { get; set; }

        public decimal ShippingCost { get; set; }

        public OrderStatus Status { get; set; } = OrderStatus.Pending;

        public decimal Total => Subtotal + Tax + ShippingCost;

        public void MarkPaid()
        {
            if (Status != OrderStatus.Pending)
            {
                throw new InvalidOperationException($"Order {Id} is {Status}");
            }
            Status = OrderStatus.Paid;
        }
    }

    public enum OrderStatus
    {
        Pending,
        Paid,
        Shipped,
        Cancelled,
        Refunded
    }
}
