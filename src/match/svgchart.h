/* svgchart.h — small inline SVG charts (lines, bands, bars, points) with
 * labelled axes, for the match report.  Output is plain SVG 1.1 that
 * browsers and rsvg-convert render. */
#ifndef MOYO_SVGCHART_H
#define MOYO_SVGCHART_H

#include "util/strbuf.h"

struct chart {
    int width, height;          /* pixels of the whole picture */
    double x0, x1, y0, y1;      /* data range shown */
    const char *title, *xlabel, *ylabel;
};

void svg_chart_begin(struct strbuf *b, const struct chart *c);
/* A shaded band between lo[i] and hi[i] over x[i]. */
void svg_chart_band(struct strbuf *b, const struct chart *c, const double *x,
                    const double *lo, const double *hi, int n, const char *fill);
void svg_chart_line(struct strbuf *b, const struct chart *c, const double *x,
                    const double *y, int n, const char *stroke);
void svg_chart_points(struct strbuf *b, const struct chart *c, const double *x,
                      const double *y, int n, const char *fill);
/* Bars from 0 to y[i], each with its own colour. */
void svg_chart_bars(struct strbuf *b, const struct chart *c, const double *x,
                    const double *y, const char *const *fill, int n);
void svg_chart_hline(struct strbuf *b, const struct chart *c, double y, const char *stroke);
/* A legend entry (0, 1: at most two) at the top right, above the plot. */
void svg_chart_legend(struct strbuf *b, const struct chart *c, int row, const char *color,
                      const char *text);
void svg_chart_end(struct strbuf *b);
/* Text with &, <, >, " escaped for XML/HTML. */
void xml_escape(struct strbuf *b, const char *text);

#endif
