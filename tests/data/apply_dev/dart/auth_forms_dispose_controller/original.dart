import 'package:flutter/material.dart';

import '../services/auth_service.dart';

class LoginForm extends StatefulWidget {
  const LoginForm({super.key, required this.auth});

  final AuthService auth;

  @override
  State<LoginForm> createState() => _LoginFormState();
}

class _LoginFormState extends State<LoginForm> {
  final _formKey = GlobalKey<FormState>();
  final _email = TextEditingController();
  final _password = TextEditingController();
  bool _busy = false;

  Future<void> _submit() async {
    if (!_formKey.currentState!.validate()) return;
    setState(() => _busy = true);
    await widget.auth.signIn(_email.text.trim(), _password.text);
    if (mounted) setState(() => _busy = false);
  }

  @override
  void dispose() {
    _email.dispose();
    _password.dispose();
    super.dispose();
  }

  @override
  Widget build(BuildContext context) {
    return Form(
      key: _formKey,
      child: Column(children: [
        TextFormField(controller: _email, decoration: const InputDecoration(labelText: 'Email')),
        TextFormField(controller: _password, obscureText: true),
        ElevatedButton(onPressed: _busy ? null : _submit, child: const Text('Sign in')),
      ]),
    );
  }
}

class SignUpForm extends StatefulWidget {
  const SignUpForm({super.key, required this.auth});

  final AuthService auth;

  @override
  State<SignUpForm> createState() => _SignUpFormState();
}

class _SignUpFormState extends State<SignUpForm> {
  final _formKey = GlobalKey<FormState>();
  final _name = TextEditingController();
  final _email = TextEditingController();
  final _password = TextEditingController();
  bool _busy = false;

  Future<void> _submit() async {
    if (!_formKey.currentState!.validate()) return;
    setState(() => _busy = true);
    await widget.auth.signUp(_name.text.trim(), _email.text.trim(), _password.text);
    if (mounted) setState(() => _busy = false);
  }

  @override
  void dispose() {
    _email.dispose();
    _password.dispose();
    super.dispose();
  }

  @override
  Widget build(BuildContext context) {
    return Form(
      key: _formKey,
      child: Column(children: [
        TextFormField(controller: _name, decoration: const InputDecoration(labelText: 'Name')),
        TextFormField(controller: _email, decoration: const InputDecoration(labelText: 'Email')),
        TextFormField(controller: _password, obscureText: true),
        ElevatedButton(onPressed: _busy ? null : _submit, child: const Text('Create account')),
      ]),
    );
  }
}
