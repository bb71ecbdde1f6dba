<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreProductRequest;
use App\Http\Requests\UpdateProductRequest;
use App\Http\Resources\ProductResource;
use App\Models\Category;
use App\Models\Product;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Cache;

class ProductController extends Controller
{
    // ... constructor unchanged ...

    public function index(Request $request)
    {
        $cacheKey = 'products:index:' . md5($request->fullUrl());

        $products = Cache::tags(['products'])->remember($cacheKey, now()->addMinutes(10), function () use ($request) {
            return Product::query()
                ->with(['category', 'images'])
                ->when($request->filled('category'), function ($query) use ($request) {
                    $query->whereBelongsTo(Category::where('slug', $request->string('category'))->firstOrFail());
                })
                ->when($request->filled('q'), fn ($query) => $query->where('name', 'like', '%' . $request->string('q') . '%'))
                ->where('is_active', true)
                ->orderBy($request->input('sort', 'created_at'), $request->input('direction', 'desc'))
                ->paginate($request->integer('per_page', 24));
        });

        return ProductResource::collection($products);
    }

    // ... existing code ...
}
