// Copyright (c) Northwind Traders. All rights reserved.
// Licensed under the MIT License.

#nullable enable

using System;
using System.Collections.Generic;
using System.Text;

namespace Northwind.Warehouse.Labels;

public enum LabelSize
{
    Small,
    Standard,
    Large
}

public sealed record ShippingLabel(
    string TrackingNumber,
    string Recipient,
    IReadOnlyList<string> AddressLines,
    string PostalCode,
    string CountryCode,
    decimal WeightKg,
    DateTime ShipDate);

public sealed class ZplLabelRenderer
{
    private readonly LabelSize _size;

    public ZplLabelRenderer(LabelSize size = LabelSize.Standard)
    {
        _size = size;
    }

    public string Render(ShippingLabel label)
    {
        var sb = new StringBuilder();
        sb.AppendLine("^XA");
        sb.AppendLine($"^PW{WidthDots()}");
        sb.AppendLine($"^FO40,40^A0N,40,40^FD{label.Recipient}^FS");
        var y = 100;
        foreach (var line in label.AddressLines)
        {
            sb.AppendLine($"^FO40,{y}^A0N,30,30^FD{line}^FS");
            y += 40;
        }
        sb.AppendLine($"^FO40,{y}^A0N,30,30^FD{label.PostalCode} {label.CountryCode}^FS");
        sb.AppendLine($"^FO40,{y + 60}^A0N,26,26^FDWeight: {label.WeightKg} kg^FS");
        sb.AppendLine($"^FO40,{y + 100}^A0N,26,26^FDShip date: {label.ShipDate:yyyy-MM-dd}^FS");
        sb.AppendLine($"^FO40,{y + 160}^BCN,120,Y,N,N^FD{label.TrackingNumber}^FS");
        sb.AppendLine("^XZ");
        return sb.ToString();
    }

    public IEnumerable<string> RenderBatch(IEnumerable<ShippingLabel> labels)
    {
        foreach (var label in labels)
        {
            yield return Render(label);
        }
    }

    private int WidthDots() => _size switch
    {
        LabelSize.Small => 406,
        LabelSize.Large => 1218,
        _ => 812
    };
}
