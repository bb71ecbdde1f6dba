class _SignUpFormState extends State<SignUpForm> {
  // ... existing code ...

  @override
  void dispose() {
    _name.dispose();
    _email.dispose();
    _password.dispose();
    super.dispose();
  }

  // ... existing code ...
}
