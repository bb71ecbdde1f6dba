CC       ?= cc
AR       ?= ar
CFLAGS   ?= -O2 -g -Wall -Wextra -Wshadow -Wstrict-prototypes -std=c11
# ...

$(LIB_SHARED): $(PIC)
	$(CC) -shared -Wl,-soname,libstrbuf.so.$(VERSION_MAJOR) $(LDFLAGS) -o $@ $^

# ... (rest unchanged) ...
