// ...
        GoRoute(
          path: ':id/edit',
          name: 'order-edit',
          builder: (context, state) => OrderEditScreen(id: state.pathParameters['id']!, returnTo: state.uri.queryParameters['returnTo']),
        ),
// ...
