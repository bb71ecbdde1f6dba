// ... keep existing code

    public function show(Location $location, MenuItem $item): JsonResponse
    {
        return response()->json([
            'sku' => $item->sku,
            'name' => $item->name,
            'price' => $this->calculator->priceFor($item, $location),
            'happy_hour_price' => $item->happy_hour_price,
        ]);
    }

    public function update(Request $request, MenuItem $item): JsonResponse
    {
        $validated = $request->validate([
            'base_price' => ['required', 'numeric', 'min:0'],
            'happy_hour_price' => ['nullable', 'numeric', 'min:0', 'lte:base_price'],
            'active' => ['sometimes', 'boolean'],
        ]);

        $item->fill($validated)->save();

        return response()->json([
            'sku' => $item->sku,
            'base_price' => $item->base_price,
            'happy_hour_price' => $item->happy_hour_price,
        ]);
    }

// ... keep existing code
