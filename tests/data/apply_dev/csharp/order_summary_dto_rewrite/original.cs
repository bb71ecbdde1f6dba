using System;
using System.Collections.Generic;
using System.Text.Json.Serialization;

namespace Acme.Shop.Api.Contracts
{
    /// <summary>
    /// Summary of an order as returned by GET /orders.
    /// </summary>
    public class OrderSummaryDto
    {
        [JsonPropertyName("id")]
        public Guid Id { get; set; }

        [JsonPropertyName("number")]
        public string Number { get; set; } = string.Empty;

        [JsonPropertyName("status")]
        public string Status { get; set; } = string.Empty;

        [JsonPropertyName("total")]
        public decimal Total { get; set; }

        [JsonPropertyName("currency")]
        public string Currency { get; set; } = "USD";

        [JsonPropertyName("placedAt")]
        public DateTime PlacedAt { get; set; }

        [JsonPropertyName("lines")]
        public List<OrderLineDto> Lines { get; set; } = new List<OrderLineDto>();
    }

    public class OrderLineDto
    {
        [JsonPropertyName("sku")]
        public string Sku { get; set; } = string.Empty;

        [JsonPropertyName("quantity")]
        public int Quantity { get; set; }

        [JsonPropertyName("unitPrice")]
        public decimal UnitPrice { get; set; }
    }
}
