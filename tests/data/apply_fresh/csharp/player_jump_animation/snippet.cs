    private void Update()
    {
        // ... ground check and movement unchanged ...

        if (_isGrounded && Input.GetButtonDown("Jump"))
        {
            _velocity.y = Mathf.Sqrt(jumpHeight * -2f * gravity);
            _animator.SetTrigger("Jump");
        }

        // ... rest of Update stays the same ...
    }
