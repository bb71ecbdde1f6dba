# ... rest of the Makefile unchanged ...

clean:
	rm -rf $(DIST) coverage storybook-static
	rm -f $(ASSETS)/icons.svg

distclean: clean
	rm -rf node_modules
