<?php

// ... existing code ...

    public function unpublish(Article $article): JsonResponse
    {
        // ... existing code ...
    }

    // ... removed legacyAmpFeed() — AMP pages are retired ...

    public function destroy(Article $article): JsonResponse
    {
        // ... existing code ...
    }
}
