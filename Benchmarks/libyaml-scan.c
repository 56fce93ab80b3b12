// The physical floor: read a file, run libyaml's event loop, count events.
// Anything transpec does (compose, decode, check) sits on top of this loop,
// so `check` can't be faster; the bench compiles this with `cc -O2 -lyaml`.
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: libyaml-scan FILE\n");
        return 2;
    }
    // Read the whole file first, as transpec does, so both pay the same I/O.
    FILE *f = fopen(argv[1], "rb");
    if (!f) { perror(argv[1]); return 1; }
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *buf = malloc(size > 0 ? size : 1);
    if (!buf || fread(buf, 1, size, f) != (size_t)size) { perror("read"); return 1; }
    fclose(f);

    yaml_parser_t parser;
    yaml_event_t event;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, buf, size);
    long events = 0;
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%zu:%zu: %s\n", argv[1], parser.problem_mark.line + 1,
                    parser.problem_mark.column + 1, parser.problem ? parser.problem : "error");
            return 1;
        }
        events++;
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        if (done) break;
    }
    yaml_parser_delete(&parser);
    free(buf);
    printf("%ld events\n", events);
    return 0;
}
