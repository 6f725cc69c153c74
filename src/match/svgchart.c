/* svgchart.c — owns drawing the report's charts as SVG: the plot frame,
 * axes with round tick values, and the marks inside. */
#include "match/svgchart.h"

#include <math.h>
#include <stdio.h>

#define MARGIN_L 62
#define MARGIN_R 16
#define MARGIN_T 30
#define MARGIN_B 42

void xml_escape(struct strbuf *b, const char *text)
{
    for (const char *t = text; *t; t++) {
        switch (*t) {
        case '&': sb_add(b, "&amp;"); break;
        case '<': sb_add(b, "&lt;"); break;
        case '>': sb_add(b, "&gt;"); break;
        case '"': sb_add(b, "&quot;"); break;
        default: sb_addc(b, *t);
        }
    }
}

static double px(const struct chart *c, double x)
{
    double w = c->width - MARGIN_L - MARGIN_R;
    double span = c->x1 - c->x0;
    return MARGIN_L + (span > 0 ? (x - c->x0) / span : 0.5) * w;
}

static double py(const struct chart *c, double y)
{
    double h = c->height - MARGIN_T - MARGIN_B;
    double span = c->y1 - c->y0;
    if (y < c->y0)
        y = c->y0;
    if (y > c->y1)
        y = c->y1;
    return MARGIN_T + (span > 0 ? (c->y1 - y) / span : 0.5) * h;
}

/* A tick step of 1, 2 or 5 times a power of ten giving about n ticks. */
static double tick_step(double span, int n)
{
    if (!(span > 0))
        return 1.0;
    double raw = span / n;
    double p = pow(10.0, floor(log10(raw)));
    double m = raw / p;
    return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
}

static void axis_ticks(struct strbuf *b, const struct chart *c)
{
    double sy = tick_step(c->y1 - c->y0, 5);
    for (double y = ceil(c->y0 / sy) * sy; y <= c->y1 + sy * 1e-9; y += sy) {
        double yy = py(c, y);
        sb_printf(b, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>",
                  MARGIN_L, yy, c->width - MARGIN_R, yy);
        sb_printf(b, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\" font-size=\"11\">%g</text>\n",
                  MARGIN_L - 5, yy + 4, fabs(y) < sy * 1e-9 ? 0.0 : y);
    }
    double sx = tick_step(c->x1 - c->x0, 8);
    if (sx < 1)
        sx = 1;
    for (double x = ceil(c->x0 / sx) * sx; x <= c->x1 + sx * 1e-9; x += sx)
        sb_printf(b, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" font-size=\"11\">%g</text>\n",
                  px(c, x), c->height - MARGIN_B + 15, x);
}

void svg_chart_begin(struct strbuf *b, const struct chart *c)
{
    sb_printf(b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                 "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">\n",
              c->width, c->height, c->width, c->height);
    sb_printf(b, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", c->width, c->height);
    sb_printf(b, "<text x=\"%d\" y=\"18\" font-size=\"14\" font-weight=\"bold\">", MARGIN_L);
    xml_escape(b, c->title);
    sb_add(b, "</text>\n");
    axis_ticks(b, c);
    sb_printf(b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" "
                 "stroke=\"#444\"/>\n", MARGIN_L, MARGIN_T, c->width - MARGIN_L - MARGIN_R,
              c->height - MARGIN_T - MARGIN_B);
    sb_printf(b, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-size=\"12\">",
              (c->width + MARGIN_L - MARGIN_R) / 2, c->height - 8);
    xml_escape(b, c->xlabel);
    sb_printf(b, "</text>\n<text x=\"14\" y=\"%d\" text-anchor=\"middle\" font-size=\"12\" "
                 "transform=\"rotate(-90 14 %d)\">", (c->height + MARGIN_T - MARGIN_B) / 2,
              (c->height + MARGIN_T - MARGIN_B) / 2);
    xml_escape(b, c->ylabel);
    sb_add(b, "</text>\n");
}

void svg_chart_band(struct strbuf *b, const struct chart *c, const double *x,
                    const double *lo, const double *hi, int n, const char *fill)
{
    if (n <= 0)
        return;
    sb_add(b, "<polygon points=\"");
    for (int i = 0; i < n; i++)
        sb_printf(b, "%.1f,%.1f ", px(c, x[i]), py(c, hi[i]));
    for (int i = n - 1; i >= 0; i--)
        sb_printf(b, "%.1f,%.1f ", px(c, x[i]), py(c, lo[i]));
    sb_printf(b, "\" fill=\"%s\" fill-opacity=\"0.35\" stroke=\"none\"/>\n", fill);
}

void svg_chart_line(struct strbuf *b, const struct chart *c, const double *x,
                    const double *y, int n, const char *stroke)
{
    if (n <= 0)
        return;
    sb_add(b, "<polyline points=\"");
    for (int i = 0; i < n; i++)
        sb_printf(b, "%.1f,%.1f ", px(c, x[i]), py(c, y[i]));
    sb_printf(b, "\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"/>\n", stroke);
}

void svg_chart_points(struct strbuf *b, const struct chart *c, const double *x,
                      const double *y, int n, const char *fill)
{
    for (int i = 0; i < n; i++)
        if (isfinite(y[i]))
            sb_printf(b, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n", px(c, x[i]),
                      py(c, y[i]), fill);
}

void svg_chart_bars(struct strbuf *b, const struct chart *c, const double *x,
                    const double *y, const char *const *fill, int n)
{
    double w = (c->width - MARGIN_L - MARGIN_R) / (c->x1 - c->x0 + 1) * 0.7;
    if (w < 1)
        w = 1;
    double base = py(c, 0 < c->y0 ? c->y0 : 0 > c->y1 ? c->y1 : 0);
    for (int i = 0; i < n; i++) {
        if (!isfinite(y[i]))
            continue;
        double top = py(c, y[i]);
        double y_lo = top < base ? top : base, h = fabs(base - top);
        sb_printf(b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"/>\n",
                  px(c, x[i]) - w / 2, y_lo, w, h < 1 ? 1 : h, fill[i]);
    }
}

void svg_chart_hline(struct strbuf *b, const struct chart *c, double y, const char *stroke)
{
    double yy = py(c, y);
    sb_printf(b, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"%s\" "
                 "stroke-dasharray=\"4 3\"/>\n", MARGIN_L, yy, c->width - MARGIN_R, yy, stroke);
}

void svg_chart_legend(struct strbuf *b, const struct chart *c, int row, const char *color,
                      const char *text)
{
    /* in the header line, right of the title, so it never covers data */
    int x = c->width - MARGIN_R - 180 + 90 * row, y = 18;
    sb_printf(b, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"10\" fill=\"%s\"/>", x, y - 9,
              color);
    sb_printf(b, "<text x=\"%d\" y=\"%d\" font-size=\"11\">", x + 16, y);
    xml_escape(b, text);
    sb_add(b, "</text>\n");
}

void svg_chart_end(struct strbuf *b)
{
    sb_add(b, "</svg>\n");
}
