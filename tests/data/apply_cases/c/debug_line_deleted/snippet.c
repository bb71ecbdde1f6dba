int main(int argc, char **argv)
{
    // ... existing code ...
        return EXIT_FAILURE;
    }
    install_handlers();
    // ... existing code ...
}
