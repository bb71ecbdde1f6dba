import 'package:flutter/material.dart';
import 'package:go_router/go_router.dart';

import 'screens/customer_detail_screen.dart';
import 'screens/customer_edit_screen.dart';
import 'screens/customers_screen.dart';
import 'screens/home_screen.dart';
import 'screens/order_detail_screen.dart';
import 'screens/order_edit_screen.dart';
import 'screens/orders_screen.dart';

final GlobalKey<NavigatorState> rootNavigatorKey = GlobalKey<NavigatorState>();

final GoRouter appRouter = GoRouter(
  navigatorKey: rootNavigatorKey,
  initialLocation: '/',
  routes: <RouteBase>[
    GoRoute(
      path: '/',
      name: 'home',
      builder: (context, state) => const HomeScreen(),
    ),
    GoRoute(
      path: '/customers',
      name: 'customers',
      builder: (context, state) => const CustomersScreen(),
      routes: [
        GoRoute(
          path: ':id',
          name: 'customer',
          builder: (context, state) => CustomerDetailScreen(id: state.pathParameters['id']!),
        ),
        GoRoute(
          path: ':id/edit',
          name: 'customer-edit',
          builder: (context, state) => CustomerEditScreen(id: state.pathParameters['id']!),
        ),
      ],
    ),
    GoRoute(
      path: '/orders',
      name: 'orders',
      builder: (context, state) => const OrdersScreen(),
      routes: [
        GoRoute(
          path: ':id',
          name: 'order',
          builder: (context, state) => OrderDetailScreen(id: state.pathParameters['id']!),
        ),
        GoRoute(
          path: ':id/edit',
          name: 'order-edit',
          builder: (context, state) => OrderEditScreen(id: state.pathParameters['id']!, returnTo: state.uri.queryParameters['returnTo']),
        ),
      ],
    ),
  ],
);
