/* influence_render.h — pictures of influence maps for people: a text
 * territory map and an SVG board with a shaded overlay.  Several maps
 * (typically the 1/d and 1/2^d modes of one position) go side by side. */
#ifndef MOYO_INFLUENCE_RENDER_H
#define MOYO_INFLUENCE_RENDER_H

#include <stdio.h>

#include "classical/influence/influence.h"
#include "util/strbuf.h"

/* Letters of influence_point_char, with coordinates, maps side by side. */
void influence_text_map(struct strbuf *out, const struct board *b,
                        const struct influence *const *maps, int nmaps);

/* A standalone SVG document: one board per map, titled. */
void influence_svg(FILE *f, const struct board *b, const struct influence *const *maps,
                   const char *const *titles, int nmaps);

#endif
