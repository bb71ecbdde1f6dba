<?php

declare(strict_types=1);

namespace App\Repositories;

use App\Models\Category;
use App\Models\Product;
use Illuminate\Contracts\Pagination\LengthAwarePaginator;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Support\Collection;

final class ProductRepository
{
    public function find(int $id): ?Product
    {
        return Product::query()->with('images')->find($id);
    }

    public function findBySlug(string $slug): ?Product
    {
        return Product::query()->with('images')->where('slug', $slug)->first();
    }

    public function featured(int $limit = 8): Collection
    {
        return Product::query()
            ->where('is_featured', true)
            ->where('is_active', true)
            ->orderByDesc('featured_at')
            ->limit($limit)
            ->get();
    }

    public function inCategory(Category $category, int $perPage = 24): LengthAwarePaginator
    {
        return $this->active()
            ->whereHas('categories', fn (Builder $q) => $q->whereKey($category->getKey()))
            ->orderBy('name')
            ->paginate($perPage);
    }

    public function search(string $term, int $perPage = 24): LengthAwarePaginator
    {
        $like = '%' . str_replace(['%', '_'], ['\%', '\_'], $term) . '%';

        return $this->active()
            ->where(fn (Builder $q) => $q->where('name', 'like', $like)->orWhere('sku', 'like', $like))
            ->orderBy('name')
            ->paginate($perPage);
    }

    private function active(): Builder
    {
        return Product::query()->where('is_active', true)->with('images');
    }
}
