<?php

namespace App\Http\Controllers;

use App\Models\Location;
use App\Models\MenuItem;
use App\Services\PriceCalculator;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class MenuPriceController extends Controller
{
    public function __construct(private PriceCalculator $calculator)
    {
    }

    public function index(Location $location): JsonResponse
    {
        $items = MenuItem::query()
            ->where('active', true)
            ->orderBy('category')
            ->orderBy('name')
            ->get();

        $priced = $items->map(fn (MenuItem $item) => [
            'sku' => $item->sku,
            'name' => $item->name,
            'price' => $this->calculator->priceFor($item, $location),
        ]);

        return response()->json(['location' => $location->code, 'items' => $priced]);
    }

    public function show(Location $location, MenuItem $item): JsonResponse
    {
        return response()->json([
            'sku' => $item->sku,
            'name' => $item->name,
            'price' => $this->calculator->priceFor($item, $location),
        ]);
    }

    public function update(Request $request, MenuItem $item): JsonResponse
    {
        $validated = $request->validate([
            'base_price' => ['required', 'numeric', 'min:0'],
            'active' => ['sometimes', 'boolean'],
        ]);

        $item->fill($validated)->save();

        return response()->json(['sku' => $item->sku, 'base_price' => $item->base_price]);
    }

    public function bulkAdjust(Request $request): JsonResponse
    {
        $validated = $request->validate([
            'category' => ['required', 'string'],
            'percent' => ['required', 'numeric', 'between:-50,50'],
        ]);

        $count = 0;
        MenuItem::query()
            ->where('category', $validated['category'])
            ->each(function (MenuItem $item) use ($validated, &$count) {
                $item->base_price = round($item->base_price * (1 + $validated['percent'] / 100), 2);
                $item->save();
                $count++;
            });

        return response()->json(['updated' => $count]);
    }
}
