import 'package:flutter/material.dart';

import 'screens/book_detail_screen.dart';
import 'screens/club_list_screen.dart';
import 'screens/home_screen.dart';
import 'screens/reading_list_screen.dart';
import 'screens/settings_screen.dart';

class AppRoutes {
  AppRoutes._();

  static const home = '/';
  static const clubs = '/clubs';
  static const bookDetail = '/book';
  static const readingList = '/reading-list';
  static const settings = '/settings';

  static const initial = home;

  static Route<dynamic> onGenerateRoute(RouteSettings routeSettings) {
    switch (routeSettings.name) {
      case home:
        return MaterialPageRoute(builder: (_) => const HomeScreen());
      case clubs:
        return MaterialPageRoute(builder: (_) => const ClubListScreen());
      case bookDetail:
        final bookId = routeSettings.arguments;
        if (bookId is! String) {
          return _notFound(routeSettings.name);
        }
        return MaterialPageRoute(builder: (_) => BookDetailScreen(bookId: bookId));
      case readingList:
        return MaterialPageRoute(builder: (_) => const ReadingListScreen());
      case settings:
        return MaterialPageRoute(
          fullscreenDialog: true,
          builder: (_) => const SettingsScreen(),
        );
      default:
        return _notFound(routeSettings.name);
    }
  }

  static Future<void> openBook(BuildContext context, String bookId) {
    return Navigator.of(context).pushNamed(bookDetail, arguments: bookId);
  }

  static Future<void> openReadingList(BuildContext context) {
    return Navigator.of(context).pushNamed(readingList);
  }

  static Route<dynamic> _notFound(String? name) {
    return MaterialPageRoute(
      builder: (_) => Scaffold(
        appBar: AppBar(title: const Text('Page not found')),
        body: Center(child: Text('No route for $name')),
      ),
    );
  }
}
