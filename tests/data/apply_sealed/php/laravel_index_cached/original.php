<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreProductRequest;
use App\Http\Requests\UpdateProductRequest;
use App\Http\Resources\ProductResource;
use App\Models\Category;
use App\Models\Product;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class ProductController extends Controller
{
    public function __construct()
    {
        $this->middleware('auth:sanctum')->except(['index', 'show']);
        $this->authorizeResource(Product::class, 'product');
    }

    public function index(Request $request)
    {
        $products = Product::query()
            ->with(['category', 'images'])
            ->when($request->filled('category'), function ($query) use ($request) {
                $query->whereBelongsTo(Category::where('slug', $request->string('category'))->firstOrFail());
            })
            ->when($request->filled('q'), fn ($query) => $query->where('name', 'like', '%' . $request->string('q') . '%'))
            ->where('is_active', true)
            ->orderBy($request->input('sort', 'created_at'), $request->input('direction', 'desc'))
            ->paginate($request->integer('per_page', 24));

        return ProductResource::collection($products);
    }

    public function show(Product $product)
    {
        $product->load(['category', 'images', 'variants']);

        return new ProductResource($product);
    }

    public function store(StoreProductRequest $request)
    {
        $product = Product::create($request->validated());

        if ($request->hasFile('images')) {
            foreach ($request->file('images') as $position => $file) {
                $product->images()->create([
                    'path' => $file->store('products', 'public'),
                    'position' => $position,
                ]);
            }
        }

        return (new ProductResource($product->fresh(['images'])))
            ->response()
            ->setStatusCode(201);
    }

    public function update(UpdateProductRequest $request, Product $product)
    {
        $product->update($request->validated());

        return new ProductResource($product->fresh(['category', 'images']));
    }

    public function destroy(Product $product): JsonResponse
    {
        $product->images()->delete();
        $product->delete();

        return response()->json(null, 204);
    }
}
