/* board_check.c — owns board_consistent: every invariant of the string
 * bookkeeping recomputed from the stones alone (heads, stone lists, sizes,
 * liberty counts and kept sets, maximal strings, the empty list, the
 * hash).  Tests and the fuzz targets call it after every move; it shares
 * no code with the incremental updates it checks. */
#include "board/board.h"
#include "board/point_bits.h"

#include <stdio.h>

/* The liberties of the string with head s, by walking its stones. */
static int scan_liberties(const struct board *b, coord s, coord *out)
{
    struct point_bits seen;
    int n = 0;
    point_bits_clear(&seen, b);
    FOR_EACH_STONE(b, s, q) {
        for (int k = 0; k < 4; k++) {
            coord l = (coord)(q + b->dir[k]);
            if (b->color[l] == EMPTY && point_bits_add(&seen, l))
                out[n++] = l;
        }
    }
    return n;
}

bool board_consistent(const struct board *b, char *why, int whylen)
{
    uint64_t h = 0;
    int nempty = 0;
    FOR_EACH_POINT(b, p) {
        int c = b->color[p];
        if (c == EMPTY) {
            nempty++;
            if (b->empty_list[b->empty_index[p]] != p) {
                snprintf(why, (size_t)whylen, "empty list misses %d", p);
                return false;
            }
            continue;
        }
        h ^= board_zobrist(p, c);
        coord s = b->str[p];
        if (b->color[s] != c || b->str[s] != s) {
            snprintf(why, (size_t)whylen, "bad head at %d", p);
            return false;
        }
        if (s != p)
            continue;
        coord libs[BOARD_MAX_POINTS];
        int nl = scan_liberties(b, s, libs);
        int size = 0;
        FOR_EACH_STONE(b, s, q) {
            if (b->str[q] != s) {
                snprintf(why, (size_t)whylen, "stone %d in wrong list", q);
                return false;
            }
            size++;
        }
        const struct string_info *si = &b->strings[s];
        if (si->size != size || si->libs != nl) {
            snprintf(why, (size_t)whylen, "string %d: size %d/%d libs %d/%d", s,
                     si->size, size, si->libs, nl);
            return false;
        }
        if (nl <= LIBS_KEPT)
            for (int i = 0; i < nl; i++) {
                bool found = false;
                for (int j = 0; j < nl; j++)
                    found |= si->lib[j] == libs[i];
                if (!found) {
                    snprintf(why, (size_t)whylen, "string %d: lib %d missing", s, libs[i]);
                    return false;
                }
            }
    }
    /* flood-fill check that every string is maximal and connected */
    FOR_EACH_POINT(b, p) {
        int c = b->color[p];
        if (c != BLACK && c != WHITE)
            continue;
        for (int k = 0; k < 4; k++) {
            coord a = (coord)(p + b->dir[k]);
            if (b->color[a] == c && b->str[a] != b->str[p]) {
                snprintf(why, (size_t)whylen, "adjacent stones %d %d in two strings", p, a);
                return false;
            }
        }
    }
    if (nempty != b->nempty) {
        snprintf(why, (size_t)whylen, "empty count %d/%d", b->nempty, nempty);
        return false;
    }
    if (h != b->hash) {
        snprintf(why, (size_t)whylen, "hash mismatch");
        return false;
    }
    return true;
}
