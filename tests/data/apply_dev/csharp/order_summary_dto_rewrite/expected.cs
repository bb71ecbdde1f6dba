using System;
using System.Collections.Generic;
using System.Text.Json.Serialization;

namespace Acme.Shop.Api.Contracts
{
    /// <summary>
    /// Summary of an order as returned by GET /orders.
    /// </summary>
    public sealed record OrderSummaryDto(
        [property: JsonPropertyName("id")] Guid Id,
        [property: JsonPropertyName("number")] string Number,
        [property: JsonPropertyName("status")] OrderStatus Status,
        [property: JsonPropertyName("total")] decimal Total,
        [property: JsonPropertyName("currency")] string Currency,
        [property: JsonPropertyName("placedAt")] DateTimeOffset PlacedAt,
        [property: JsonPropertyName("lines")] IReadOnlyList<OrderLineDto> Lines);

    public sealed record OrderLineDto(
        [property: JsonPropertyName("sku")] string Sku,
        [property: JsonPropertyName("quantity")] int Quantity,
        [property: JsonPropertyName("unitPrice")] decimal UnitPrice)
    {
        [JsonPropertyName("lineTotal")]
        public decimal LineTotal => Quantity * UnitPrice;
    }

    [JsonConverter(typeof(JsonStringEnumConverter))]
    public enum OrderStatus
    {
        Pending,
        Paid,
        Shipped,
        Cancelled,
    }
}
