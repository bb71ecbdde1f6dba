import 'package:flutter/material.dart';

import 'screens/book_detail_screen.dart';
import 'screens/club_list_screen.dart';
import 'screens/home_screen.dart';
import 'screens/settings_screen.dart';

class AppRoutes {
  AppRoutes._();

  static const home = '/';
  static const clubs = '/clubs';
  static const bookDetail = '/book';
  static const settings = '/settings';

  static const initial = home;

  static Route<dynamic> onGenerateRoute(RouteSettings routeSettings) {
    switch (routeSettings.name) {
      case home:
        return MaterialPageRoute(builder: (_) => const HomeScreen());
      case clubs:
        return MaterialPageRoute(builder: (_) => const ClubListScreen());
      case bookDetail:
        final bookId = routeSettings.arguments as String;
        return MaterialPageRoute(builder: (_) => BookDetailScreen(bookId: bookId));
      case settings:
        return MaterialPageRoute(builder: (_) => const SettingsScreen());
      default:
        return _notFound(routeSettings.name);
    }
  }

  static Future<void> openBook(BuildContext context, String bookId) {
    return Navigator.of(context).pushNamed(bookDetail, arguments: bookId);
  }

  static Route<dynamic> _notFound(String? name) {
    return MaterialPageRoute(
      builder: (_) => Scaffold(
        appBar: AppBar(title: const Text('Not found')),
        body: Center(child: Text('No route for $name')),
      ),
    );
  }
}
