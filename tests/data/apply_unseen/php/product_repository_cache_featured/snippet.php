use App\Models\Category;
use App\Models\Product;
use Illuminate\Contracts\Pagination\LengthAwarePaginator;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\Cache;

final class ProductRepository
{
    private const FEATURED_TTL = 600;

    // ... existing code ...

    public function featured(int $limit = 8): Collection
    {
        return Cache::remember("products.featured.{$limit}", self::FEATURED_TTL, fn () => Product::query()
            ->where('is_featured', true)
            ->where('is_active', true)
            ->orderByDesc('featured_at')
            ->limit($limit)
            ->get());
    }

    // ... existing code ...
