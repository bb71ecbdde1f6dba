// ...

    private const PER_PAGE = 20;

    public function __construct(
        private readonly ArticleRepository $articles,
        private readonly EntityManagerInterface $em,
    ) {
    }

    #[Route('', name: 'article_index', methods: ['GET'])]
    public function index(Request $request): Response
    {
        $page = max(1, $request->query->getInt('page', 1));
        $articles = $this->articles->findBy(
            ['published' => true],
            ['publishedAt' => 'DESC'],
            self::PER_PAGE,
            ($page - 1) * self::PER_PAGE,
        );

        return $this->render('article/index.html.twig', [
            'articles' => $articles,
            'page' => $page,
        ]);
    }

    // ... (rest unchanged) ...
