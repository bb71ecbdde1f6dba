<?php

declare(strict_types=1);

namespace App\Http\Controllers\Cms;

use App\Http\Controllers\Controller;
use App\Http\Requests\Cms\PublishArticleRequest;
use App\Models\Article;
use App\Services\Publishing\Publisher;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

final class ArticleController extends Controller
{
    public function __construct(private readonly Publisher $publisher)
    {
    }

    public function index(Request $request): JsonResponse
    {
        $articles = Article::query()
            ->when($request->query('desk'), fn ($q, $desk) => $q->where('desk', $desk))
            ->when($request->query('status'), fn ($q, $status) => $q->where('status', $status))
            ->latest('updated_at')
            ->paginate(25);

        return response()->json($articles);
    }

    public function show(Article $article): JsonResponse
    {
        return response()->json($article->load(['authors', 'tags', 'leadImage']));
    }

    public function publish(PublishArticleRequest $request, Article $article): JsonResponse
    {
        $this->authorize('publish', $article);

        $this->publisher->publish($article, $request->scheduledFor());

        return response()->json($article->fresh(), Response::HTTP_ACCEPTED);
    }

    public function unpublish(Article $article): JsonResponse
    {
        $this->authorize('publish', $article);

        $this->publisher->unpublish($article);

        return response()->json($article->fresh());
    }

    public function destroy(Article $article): JsonResponse
    {
        $this->authorize('delete', $article);

        if ($article->status === 'published') {
            return response()->json(['error' => 'Unpublish before deleting'], Response::HTTP_CONFLICT);
        }

        $article->delete();

        return response()->json(null, Response::HTTP_NO_CONTENT);
    }
}
