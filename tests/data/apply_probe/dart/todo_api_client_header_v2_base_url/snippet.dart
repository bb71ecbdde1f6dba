// Client for the Todo REST API (v2).
import 'dart:convert';

import 'package:http/http.dart' as http;

import 'models/todo.dart';

const _defaultBaseUrl = 'https://api.todos.example.com/v2/';
const _timeout = Duration(seconds: 20);

// ... existing code ...
